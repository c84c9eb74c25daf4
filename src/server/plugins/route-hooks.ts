/**
 * Route-level hooks. A plugin whose hook concerns some routes only (the back-office guard, CSRF, the list
 * header kept through compression) adds it in onRoute to those routes instead of globally, so the other
 * routes do not run it on every request: a prepared public answer (prepared-response.ts) runs almost none.
 *
 * A global hook runs before a route's own hooks; addRouteHook keeps that: plugin hooks go first, in the
 * order the plugins added them (the back-office guard's before CSRF's), then the route's own.
 */
import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';

const pluginHook = Symbol('pluginHook');

type Marked = { [pluginHook]?: true };

/** The route's hooks of that name as a list (a route may give one function, a list or none). */
function hooksOf(route: RouteOptions, name: HookName): Marked[] {
  const own = route[name] as unknown;
  return own === undefined ? [] : Array.isArray(own) ? own : [own as Marked];
}

/** Adds a plugin's hook to one route, after the hooks other plugins added and before the route's own. */
export function addRouteHook(route: RouteOptions, name: HookName, hook: object): void {
  const hooks = hooksOf(route, name);
  const marked = Object.assign(hook, { [pluginHook]: true as const });
  const at = hooks.findLastIndex((h) => h[pluginHook] === true) + 1;
  (route as unknown as Record<HookName, unknown>)[name] = [...hooks.slice(0, at), marked, ...hooks.slice(at)];
}

/** Methods that carry no body: Fastify never parses one for them (request.body stays undefined). */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/** True when every method of the route is bodyless (GET, HEAD). */
export function bodylessRoute(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((m) => BODYLESS.has(m.toUpperCase()));
}
