/**
 * Role matrix over every /admin route: no token 401, a customer 403, an admin without the area role 403,
 * an admin with it succeeds. A new admin route fails the completeness check until it is listed here.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** Route pattern as registered (under the API base). */
  route: string;
  /** A concrete call an authorised admin can make successfully. */
  call: () => Promise<Omit<ApiCall, 'token'>>;
}

const get = (route: string, url = route): AdminRoute => ({ method: 'GET', route, call: async () => ({ url }) });

async function imageUpload(): Promise<Omit<ApiCall, 'token'>> {
  const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a0522d' } }).png().toBuffer();
  const boundary = '----mzroles';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagen"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: '/admin/categoria/2/imagen',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' },
  };
}

let created = 0;
const ROUTES: AdminRoute[] = [
  get('/admin/categoria'),
  get('/admin/categoria/padresdisponibles'),
  get('/admin/categoria/todas'),
  get('/admin/categoria/selector'),
  get('/admin/categoria/sinsubcategorias'),
  get('/admin/categoria/:id', '/admin/categoria/1'),
  get('/admin/categoria/:id/full', '/admin/categoria/1/full'),
  get('/admin/categoria/:id/simple', '/admin/categoria/1/simple'),
  get('/admin/categoria/:id/formeditar', '/admin/categoria/1/formeditar'),
  get('/admin/categoria/nombre/:nombre', '/admin/categoria/nombre/Nuevo'),
  get('/admin/categoria/nombre/:nombre/:id', '/admin/categoria/nombre/Nuevo/1'),
  get('/admin/categoria/slug/:slug', '/admin/categoria/slug/nuevo'),
  get('/admin/categoria/slug/:slug/:id', '/admin/categoria/slug/nuevo/1'),
  {
    method: 'POST',
    route: '/admin/categoria',
    call: async () => ({ method: 'POST', url: '/admin/categoria', payload: { nombre: `Matriz de roles ${++created}`, padreId: null } }),
  },
  {
    method: 'PUT',
    route: '/admin/categoria/:id',
    call: async () => ({ method: 'PUT', url: '/admin/categoria/1', payload: { nombre: 'Víveres', padreId: null } }),
  },
  {
    method: 'PUT',
    route: '/admin/categoria/:id/estatus',
    call: async () => ({ method: 'PUT', url: '/admin/categoria/1/estatus', payload: { estatus: 1 } }),
  },
  { method: 'POST', route: '/admin/categoria/:id/imagen', call: imageUpload },
  ...(['POST /admin/algolia/productobase', 'PUT /admin/algolia/productobase', 'PUT /admin/algolia/productodisponibilidad'] as const).map(
    (spec): AdminRoute => {
      const [method, path] = spec.split(' ') as ['POST' | 'PUT', string];
      return { method, route: `${path}/:id`, call: async () => ({ method, url: `${path}/1` }) };
    },
  ),
];

/** `METHOD /path` of every route Fastify registered, rebuilt from printRoutes' tree. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push((stack[depth - 1] ?? '') + m[2]);
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') out.push(`${method} ${stack[depth]}`);
  }
  return out;
}

describe.each(testBackends())('admin role matrix (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const email of ['admin@demo.ve', 'operador@demo.ve', 'cliente@demo.ve']) tokens[email] = (await login(t, email)).token;
  });
  afterAll(() => t.close());

  it('lists every admin route', () => {
    const admin = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.split(' ')[1]!.startsWith(`${t.config.apiBase}/admin/`))
      .map((r) => r.replace(` ${t.config.apiBase}`, ' '))
      .sort();
    expect(admin.length).toBeGreaterThan(0);
    expect(admin).toEqual(ROUTES.map((r) => `${r.method} ${r.route}`).sort());
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.route}`, r] as const))('%s', async (_name, route) => {
    const anonymous = await t.api(await route.call());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().codigo).toBe(401);

    const customer = await t.api({ ...(await route.call()), token: tokens['cliente@demo.ve'] });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ codigo: 403, mensaje: 'No tiene los permisos necesarios para esta área' });

    // operador@demo.ve is an admin without ROLE_CATEGORIA or ROLE_PRODUCTO
    const operador = await t.api({ ...(await route.call()), token: tokens['operador@demo.ve'] });
    expect(operador.statusCode).toBe(403);
    expect(operador.json()).toEqual({ codigo: 403, mensaje: 'No tiene los permisos necesarios para esta área' });

    const admin = await t.api({ ...(await route.call()), token: tokens['admin@demo.ve'] });
    expect(admin.statusCode, admin.body).toBe(route.method === 'POST' && route.route === '/admin/categoria' ? 201 : 200);
  });
});
