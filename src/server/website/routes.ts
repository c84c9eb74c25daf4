/** GET /api/website/resolve: the storefront's bootstrap (currencies, menu, zones, settings, caller status). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ResolveSchema, type Resolve } from '../../shared/contracts/website';
import { UsuarioEstatus, type UsuarioTipoNombre } from '../../shared/enums';
import { derivedCache } from '../cache';
import { prepareJson, sendPrepared, type PreparedJson } from '../prepared-response';
import { loadVisitorStatus, publicSite, searchSettings, visitorPart, type PublicSite } from './service';

const JSON_TYPE = 'application/json; charset=utf-8';

const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // resolve must report a blocked or deleted caller's status (so the client logs out), which the
  // optionalAuth guard hides; it checks the token itself and reads the status in one query
  // the ~25 KB public part (with the search key of the caller's plan) is serialized once per cached
  // version and plan; each answer appends the caller's part
  const publicJson: Record<UsuarioTipoNombre, (site: PublicSite, derive: () => string) => string> = {
    normal: derivedCache(),
    prime: derivedCache(),
    mayorista: derivedCache(),
  };
  // a guest's answer differs only by fechaServer: prepared (compressed, ETag) once per site version and second
  let guest: { site: PublicSite; second: number; answer: PreparedJson } | null = null;

  function callerToken(request: FastifyRequest): { uid: string; iat: number; plan?: string } | null {
    const h = request.headers.authorization;
    if (!h?.startsWith('Bearer ') || h.length > 4096) return null;
    const claims = app.verifyAccessToken(h.slice(7).trim());
    if (typeof claims?.uid !== 'string') return null;
    const plan = claims.usuarioTipo?.tipo;
    return { uid: claims.uid, iat: claims.iat, ...(typeof plan === 'string' ? { plan } : {}) };
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
      const token = callerToken(request);
      const uid = token?.uid;
      const [site, visitor] = await Promise.all([publicSite(app.db), token ? loadVisitorStatus(app.db, token.uid, token.iat, token.plan) : null]);
      const now = Date.now();
      const second = Math.floor(now / 1000);
      const caller = visitorPart(visitor, new Date(uid ? now : second * 1000));
      const plan = visitor?.usuarioEstatus === UsuarioEstatus.ACTIVO ? visitor.usuarioTipo ?? 'normal' : 'normal';
      const busqueda = await searchSettings(app.config, plan, site.zona);
      const head = publicJson[plan](site, () => {
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
