/** GET /api/website/resolve: the storefront's bootstrap (currencies, menu, zones, settings, caller status). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ResolveSchema, type Resolve } from '../../shared/contracts/website';
import { derivedCache } from '../cache';
import { prepareJson, sendPrepared, type PreparedJson } from '../prepared-response';
import { loadVisitorStatus, publicSite, searchSettings, visitorPart, type PublicSite } from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // resolve must report a blocked or deleted caller's status (so the client logs out), which the
  // optionalAuth guard hides; it checks the token itself and reads the status in one query
  const busqueda = searchSettings(app.config);
  // the ~25 KB public part is serialized once per cached version; each answer appends the caller's part
  const publicJson = derivedCache<PublicSite, string>();
  // a guest's answer differs only by fechaServer: prepared (compressed, ETag) once per site version and second
  let guest: { site: PublicSite; second: number; answer: PreparedJson } | null = null;

  function callerUid(request: FastifyRequest): string | null {
    const h = request.headers.authorization;
    if (!h?.startsWith('Bearer ') || h.length > 4096) return null;
    const uid = app.verifyAccessToken(h.slice(7).trim())?.uid;
    return typeof uid === 'string' ? uid : null;
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
    async (request, reply) => {
      const uid = callerUid(request);
      const [site, visitor] = await Promise.all([publicSite(app.db), uid ? loadVisitorStatus(app.db, uid) : null]);
      const now = Date.now();
      const second = Math.floor(now / 1000);
      const caller = visitorPart(visitor, new Date(uid ? now : second * 1000));
      const head = publicJson(site, () => {
        // the schema lists the caller's fields last, so the serialized document splits where they start
        const full = reply.serialize({ ...site, busqueda, ...caller } satisfies Resolve) as string;
        return full.slice(0, full.lastIndexOf(',"fechaServer":'));
      });
      const body = `${head},${JSON.stringify(caller).slice(1)}`;
      if (uid) return reply.type(JSON_TYPE).header('cache-control', 'no-store').send(body as unknown as Resolve);
      if (!guest || guest.site !== site || guest.second !== second) guest = { site, second, answer: prepareJson(body) };
      return sendPrepared(request, reply, guest.answer);
    },
  );
};

export default websiteRoutes;
