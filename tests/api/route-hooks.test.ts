/**
 * Which hooks each kind of route runs (plugins/route-hooks.ts): a prepared public answer runs four, the
 * back-office guard and CSRF only where they apply, and their order is the one they had as global hooks.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The hooks of one route as printRoutes lists them: a tree of path segments (4 characters per level),
 * each node's methods with their hooks below it.
 */
function hooksOf(app: FastifyInstance, method: string, url: string): Record<string, string[]> {
  const segments: string[] = [];
  let current: string | null = null;
  let hooks: Record<string, string[]> | null = null;
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hook) {
      if (hooks) hooks[hook[1]!] = (JSON.parse(hook[2]!) as string[]).map((h) => h.replace(/\(\)$/, ''));
      continue;
    }
    if (hooks) return hooks;
    const node = /^((?:│ {3}| {4})*)(├── |└── )?(.+?)(?: \((\w+)\))?$/.exec(line);
    if (!node) continue;
    if (node[2]) {
      segments.length = node[1]!.length / 4;
      segments.push(node[3]!);
      current = segments.join('');
    }
    if (current === url && node[4] === method) hooks = {};
  }
  if (hooks) return hooks;
  throw new Error(`ruta no encontrada: ${method} ${url}`);
}

describe('route-level hooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('a prepared public answer runs four hooks: cookies, the input guard and the optional token', () => {
    expect(hooksOf(t.app, 'GET', '/backend/api/website/inicio/:zona')).toEqual({
      onRequest: ['fastifyCookieHandler'],
      preValidation: ['inputGuard'],
      preHandler: ['preHandler'],
      onSend: ['fastifyCookieOnSendHandler'],
    });
  });

  it('another public route keeps CSRF and compression, without the back-office guard', () => {
    expect(hooksOf(t.app, 'GET', '/backend/health')).toEqual({
      onRequest: ['fastifyCookieHandler', 'csrfHook', 'onRequest'],
      preValidation: ['inputGuard'],
      onSend: ['fastifyCookieOnSendHandler', 'setRangeAside', 'onSend', 'restoreRange'],
    });
  });

  it('a back-office route runs the guard before CSRF, and its context first among its preHandlers', () => {
    const hooks = hooksOf(t.app, 'PUT', '/backend/admin/publicidad/zona/:zona/mensaje-publicidad/:id/editar');
    expect(hooks.onRequest).toEqual(['fastifyCookieHandler', 'guard', 'csrfHook', 'onRequest']);
    expect(hooks.preHandler?.[0]).toBe('context');
  });

  it('a prepared answer sets no CSRF cookie; any other answer still hands one to a browser without it', async () => {
    const home = await t.api({ url: '/api/website/inicio/caracas', noCsrf: true });
    expect(home.statusCode).toBe(200);
    expect(home.headers['set-cookie']).toBeUndefined();
    const health = await t.api({ url: '/health', noCsrf: true });
    expect(health.cookies.map((c) => c.name)).toEqual(['XSRF-TOKEN']);
  });

  it('a prepared answer still refuses control characters in its query string', async () => {
    const res = await t.api({ url: '/api/website/inicio/caracas?x=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ codigo: 400, mensaje: 'Los datos enviados no son válidos' });
  });
});
