/** GET /api/website/resolve: the storefront's bootstrap (currencies, menu, zones, settings, caller status). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createVerifier } from 'fast-jwt';
import type { FastifyRequest } from 'fastify';
import { ResolveSchema } from '../../shared/contracts/website';
import { loadVisitorStatus, resolveWebsite, searchSettings } from './service';

const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // resolve must report a blocked or deleted caller's status (so the client logs out), which the
  // optionalAuth guard hides; it verifies the token itself and reads the status in one query
  const verify = createVerifier({ key: app.config.jwtSecret, algorithms: ['HS256'], cache: 1000 });
  const busqueda = searchSettings(app.config);

  function callerUid(request: FastifyRequest): string | null {
    const h = request.headers.authorization;
    if (!h?.startsWith('Bearer ') || h.length > 4096) return null;
    try {
      const { uid } = verify(h.slice(7).trim()) as { uid?: unknown };
      return typeof uid === 'string' ? uid : null;
    } catch {
      return null;
    }
  }

  app.get(
    '/api/website/resolve',
    {
      schema: {
        tags: ['website'],
        summary: 'Datos de arranque de la tienda: monedas, categorías, zonas, configuración y estado del usuario',
        security: [{ bearerAuth: [] }, {}],
        response: { 200: ResolveSchema },
      },
    },
    async (request) => {
      const uid = callerUid(request);
      const visitor = uid ? await loadVisitorStatus(app.db, uid) : null;
      return resolveWebsite(app.db, busqueda, visitor);
    },
  );
};

export default websiteRoutes;
