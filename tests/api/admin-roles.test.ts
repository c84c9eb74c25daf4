/**
 * Role matrix over every /admin route: no token 401, a customer 403, an admin without the area role 403,
 * an admin with it succeeds. A new admin route fails the completeness check until it is listed here.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { placeTestOrder } from './admin-orders.fixtures';

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** Route pattern as registered (under the API base). */
  route: string;
  /** A concrete call an authorised admin can make successfully. */
  call: () => Promise<Omit<ApiCall, 'token'>>;
  /** What operador@demo.ve (ROLE_PEDIDO, zone caracas) gets; 403 when absent. */
  operador?: number;
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
/** The database of the app under test, for calls that need an order of their own. */
let testDb: Db;
const newOrder = async () => (await placeTestOrder(testDb, { email: 'cliente@demo.ve', zonaId: 1, metodoPago: 3 })).id;
const DAY = 86_400_000;
const cuponBody = (nombre: string, codigo: string) => ({
  zonaId: 1,
  nombre,
  codigo,
  valor: '10.00',
  porcentaje: true,
  montoMinimo: '20.00',
  usosMaximos: null,
  usosPorUsuario: 1,
  desde: new Date(Date.now() - DAY).toISOString(),
  hasta: new Date(Date.now() + 30 * DAY).toISOString(),
});
const pedido = (route: AdminRoute): AdminRoute => ({ ...route, operador: 200 });

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
  get('/admin/cupon'),
  get('/admin/cupon/formregistrar'),
  get('/admin/cupon/:id', '/admin/cupon/1'),
  get('/admin/cupon/:id/formeditar', '/admin/cupon/1/formeditar'),
  get('/admin/cupon/nombre/:nombre/zona/:zona', '/admin/cupon/nombre/Nuevo/zona/caracas'),
  get('/admin/cupon/nombre/:nombre/zona/:zona/:id', '/admin/cupon/nombre/Nuevo/zona/1/1'),
  {
    method: 'POST',
    route: '/admin/cupon',
    call: async () => ({ method: 'POST', url: '/admin/cupon', payload: cuponBody(`Matriz ${++created}`, `MATRIZ${created}`) }),
  },
  {
    method: 'PUT',
    route: '/admin/cupon/:id',
    call: async () => ({ method: 'PUT', url: '/admin/cupon/1', payload: cuponBody('Bienvenida 10%', 'BIENVENIDA10') }),
  },
  { method: 'PUT', route: '/admin/cupon/:id/estatus', call: async () => ({ method: 'PUT', url: '/admin/cupon/1/estatus', payload: { estatus: 1 } }) },
  pedido(get('/admin/orden')),
  pedido(get('/admin/orden/datafiltro')),
  pedido(get('/admin/orden/exportar')),
  pedido({ method: 'GET', route: '/admin/orden/:id', call: async () => ({ url: `/admin/orden/${await newOrder()}` }) }),
  pedido({ method: 'GET', route: '/admin/orden/:id/full', call: async () => ({ url: `/admin/orden/${await newOrder()}/full` }) }),
  pedido({
    method: 'PUT',
    route: '/admin/orden/:id/estatus',
    call: async () => ({ method: 'PUT', url: `/admin/orden/${await newOrder()}/estatus`, payload: { estatus: 2, nota: 'Pago verificado' } }),
  }),
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
    testDb = t.database.db;
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

    // operador@demo.ve is an admin with ROLE_PEDIDO only (no ROLE_CATEGORIA, ROLE_CUPON...)
    const operador = await t.api({ ...(await route.call()), token: tokens['operador@demo.ve'] });
    expect(operador.statusCode, operador.body).toBe(route.operador ?? 403);
    if (!route.operador) expect(operador.json()).toEqual({ codigo: 403, mensaje: 'No tiene los permisos necesarios para esta área' });

    const admin = await t.api({ ...(await route.call()), token: tokens['admin@demo.ve'] });
    expect(admin.statusCode, admin.body).toBe(route.method === 'POST' && ['/admin/categoria', '/admin/cupon'].includes(route.route) ? 201 : 200);
  });
});
