/**
 * One guard for every back-office route, present and future: a route under `<base>/admin/` needs a staff
 * session holding the role of its area (spec section 6, `adminApiArea` in shared/roles.ts) and, when its
 * path names a zone (`:zona`, slug or id), that zone's ROLE_ZONA_<slug>. A route of no known area is
 * refused, so forgetting to declare an area denies instead of exposing. Runs on onRequest, before the
 * body is read, so strangers learn nothing of the API. Its hooks are added to the back-office routes only
 * (in onRoute, route-hooks.ts): every route registered after this plugin whose path is under the prefix.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ACCESS_MESSAGES, adminAccess, adminApiArea } from '../../shared/roles';
import { forbidden } from '../errors';
import { requestContext } from '../request-context';
import { zoneSlugOf } from '../zones/service';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The back-office area of a route whose area is not given by its path (rare; see ADMIN_API_AREAS). */
    adminArea?: string;
  }
}

export default fp(
  async function adminGuard(app: FastifyInstance) {
    const prefix = `${app.config.apiBase}/admin/`;
    const areas = new WeakMap<FastifyRequest, string>();

    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      const pattern = request.routeOptions.url;
      if (!pattern?.startsWith(prefix)) return;
      await app.authenticate.call(app, request, reply);
      const usuario = request.usuario!;
      const area = request.routeOptions.config.adminArea ?? adminApiArea(pattern.slice(prefix.length));
      const zona = (request.params as Record<string, string> | undefined)?.zona;
      // a zone that does not exist holds no data: the route answers its own 404
      const slug = zona === undefined ? undefined : ((await zoneSlugOf(app.db, zona)) ?? undefined);
      const denial = area ? adminAccess(usuario.roles, area, slug) : 'area';
      if (denial === 'zona') throw forbidden(ACCESS_MESSAGES.zona);
      if (denial) throw forbidden(ACCESS_MESSAGES.area);
      areas.set(request, area!);
    };

    // the last hook before the handler (the body is parsed by then), so the handler and all it awaits see it
    const context = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const usuario = request.usuario;
      const area = areas.get(request);
      if (!usuario || !area) return done();
      requestContext.run({ actor: { id: usuario.id, email: usuario.email }, ip: request.ip, area }, done);
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(prefix)) return;
      addRouteHook(route, 'onRequest', guard);
      addRouteHook(route, 'preHandler', context);
    });
  },
  { name: 'admin-guard', dependencies: ['auth'] },
);
