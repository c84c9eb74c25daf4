/**
 * Role matrix over every /admin route, found in Fastify's route table (so a new route is covered without
 * editing this file): no token 401, a customer 403, staff holding every role but the route's area role 403,
 * staff holding only the area role (and the zone) let through, another zone's path 403 with the zone
 * message. The samples below add successful calls with real data for routes that have one.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { inventario } from '../../src/server/inventory/tables';
import { zona } from '../../src/server/zones/tables';
import { ACCESS_MESSAGES, ADMIN_AREA_ROLE, ADMIN_SHARED_AREAS, adminApiArea, AREA_ROLES } from '../../src/shared/roles';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';

interface Sample {
  method: 'GET' | 'POST' | 'PUT';
  /** Route pattern as registered (under the API base). */
  route: string;
  /** A concrete call an authorised admin can make successfully. */
  call: () => Promise<Omit<ApiCall, 'token'>>;
  /** What operador@demo.ve (ROLE_PEDIDO, zone caracas) gets; 403 when absent. */
  operador?: number;
}

const get = (route: string, url = route): Sample => ({ method: 'GET', route, call: async () => ({ url }) });

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

/** A dry run of the import template (the server's own example lines). */
async function importDryRun(): Promise<Omit<ApiCall, 'token'>> {
  const csv = 'codigo,nombre,categoria,etiquetas,impuesto,marca,descripcion,estatus,zona,sucursal,existencia' +
    ['normal', 'prime', 'mayorista'].flatMap((p) => ['precio', 'oferta', 'minimo', 'maximo', 'grupo', 'unidad'].map((c) => `,${p}_${c}`)).join('') +
    '\r\nROLES-1,Producto de la matriz,sin-categoria,,0,,,Activo,,,' + ',' .repeat(18) + '\r\n';
  const boundary = '----mzimportar';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`);
  return { method: 'POST', url: '/admin/producto/importar?modo=prueba', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' } };
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
const pedido = (route: Sample): Sample => ({ ...route, operador: 200 });
/** The path of inventory row 1 under its zone, branch and product. */
const inventarioPath = async () => {
  const [r] = await testDb
    .select({ slug: zona.slug, sucursalId: inventario.sucursalId, productoId: inventario.productoId })
    .from(inventario)
    .innerJoin(zona, eq(zona.id, inventario.zonaId))
    .where(eq(inventario.id, 1));
  return `/admin/inventario/zona/${r!.slug}/sucursal/${r!.sucursalId}/producto/${r!.productoId}`;
};
const INVENTARIO_ROW = '/admin/inventario/zona/:zona/sucursal/:sucursal/producto/:producto';

const SAMPLES: Sample[] = [
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
  get('/admin/tienda'),
  get('/admin/tienda/:id', '/admin/tienda/1'),
  get('/admin/tienda/:id/historial', '/admin/tienda/1/historial'),
  get('/admin/tienda/nombre/:nombre', '/admin/tienda/nombre/Nueva'),
  get('/admin/tienda/nombre/:nombre/:id', '/admin/tienda/nombre/Nueva/1'),
  get('/admin/tienda/:id/sucursal', '/admin/tienda/1/sucursal'),
  get('/admin/tienda/:id/sucursal/formregistrar', '/admin/tienda/1/sucursal/formregistrar'),
  get('/admin/tienda/:id/sucursal/:sucursal', '/admin/tienda/1/sucursal/1'),
  get('/admin/tienda/:id/sucursal/:sucursal/historial', '/admin/tienda/1/sucursal/1/historial'),
  get('/admin/tienda/:id/sucursal/nombre/:nombre', '/admin/tienda/1/sucursal/nombre/Nueva'),
  get('/admin/tienda/:id/sucursal/nombre/:nombre/:sucursal', '/admin/tienda/1/sucursal/nombre/Nueva/1'),
  {
    method: 'PUT',
    route: '/admin/tienda/:id',
    call: async () => ({ method: 'PUT', url: '/admin/tienda/2', payload: { nombre: 'Distribuidora La Económica', rif: 'J-41234567-2' } }),
  },
  { method: 'PUT', route: '/admin/tienda/:id/estatus', call: async () => ({ method: 'PUT', url: '/admin/tienda/2/estatus', payload: { estatus: 1 } }) },
  {
    method: 'PUT',
    route: '/admin/tienda/:id/sucursal/:sucursal',
    call: async () => ({
      method: 'PUT',
      url: '/admin/tienda/2/sucursal/4',
      payload: { zonaId: 2, nombre: 'La Económica San Diego', direccion: 'Av. Don Julio Centeno, San Diego, Carabobo' },
    }),
  },
  {
    method: 'PUT',
    route: '/admin/tienda/:id/sucursal/:sucursal/estatus',
    call: async () => ({ method: 'PUT', url: '/admin/tienda/2/sucursal/4/estatus', payload: { estatus: 1 } }),
  },
  get('/admin/etiqueta'),
  get('/admin/etiqueta/:id', '/admin/etiqueta/1'),
  get('/admin/etiqueta/:id/historial', '/admin/etiqueta/1/historial'),
  get('/admin/etiqueta/nombre/:nombre', '/admin/etiqueta/nombre/Nueva'),
  get('/admin/etiqueta/nombre/:nombre/:id', '/admin/etiqueta/nombre/Nueva/1'),
  get('/admin/etiqueta/slug/:slug', '/admin/etiqueta/slug/nueva'),
  get('/admin/etiqueta/slug/:slug/:id', '/admin/etiqueta/slug/nueva/1'),
  { method: 'PUT', route: '/admin/etiqueta/:id', call: async () => ({ method: 'PUT', url: '/admin/etiqueta/1', payload: { nombre: 'Nuevo' } }) },
  { method: 'PUT', route: '/admin/etiqueta/:id/estatus', call: async () => ({ method: 'PUT', url: '/admin/etiqueta/1/estatus', payload: { estatus: 1 } }) },
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
  get('/admin/producto'),
  get('/admin/producto/exportar'),
  get('/admin/producto/importar/plantilla'),
  get('/admin/producto/importar/exportar'),
  { method: 'POST', route: '/admin/producto/importar', call: importDryRun },
  get('/admin/producto/formregistrar'),
  get('/admin/producto/:id', '/admin/producto/1'),
  get('/admin/producto/:id/formeditar', '/admin/producto/1/formeditar'),
  get('/admin/producto/:id/historial', '/admin/producto/1/historial'),
  get('/admin/producto/nombre/:nombre', '/admin/producto/nombre/Nuevo'),
  get('/admin/producto/nombre/:nombre/:id', '/admin/producto/nombre/Nuevo/1'),
  get('/admin/producto/codigo/:codigo', '/admin/producto/codigo/NUEVO1'),
  get('/admin/producto/codigo/:codigo/:id', '/admin/producto/codigo/NUEVO1/1'),
  { method: 'PUT', route: '/admin/producto/:id/estatus', call: async () => ({ method: 'PUT', url: '/admin/producto/1/estatus', payload: { estatus: 1 } }) },
  get('/admin/inventario'),
  get('/admin/inventario/datafiltro'),
  get('/admin/inventario/zona/:zona', '/admin/inventario/zona/caracas'),
  get('/admin/inventario/:id', '/admin/inventario/1'),
  { method: 'GET', route: INVENTARIO_ROW, call: async () => ({ url: await inventarioPath() }) },
  { method: 'PUT', route: INVENTARIO_ROW, call: async () => ({ method: 'PUT', url: await inventarioPath(), payload: { ajuste: 1 } }) },
  { method: 'GET', route: `${INVENTARIO_ROW}/precio`, call: async () => ({ url: `${await inventarioPath()}/precio` }) },
  {
    method: 'POST',
    route: '/admin/inventario/lote/existencia',
    call: async () => ({ method: 'POST', url: '/admin/inventario/lote/existencia', payload: { ids: [1], ajuste: 1, preview: true } }),
  },
  get('/admin/publicidad/zona'),
  get('/admin/publicidad/zona/:zona', '/admin/publicidad/zona/caracas'),
  get('/admin/publicidad/zona/:zona/vista', '/admin/publicidad/zona/caracas/vista'),
  get('/admin/publicidad/zona/:zona/destacado/:id', '/admin/publicidad/zona/caracas/destacado/1'),
  get('/admin/zona/:zona/slider', '/admin/zona/caracas/slider'),
  get('/admin/zona/:zona/sliderpublicidad', '/admin/zona/caracas/sliderpublicidad'),
  get('/admin/zona/:zona/fullpublicidad', '/admin/zona/caracas/fullpublicidad'),
  get('/admin/zona/:zona/linkmenulistado', '/admin/zona/caracas/linkmenulistado'),
  { method: 'PUT', route: '/admin/zona/:zona/destacadoespecial/:id', call: async () => ({ method: 'PUT', url: '/admin/zona/caracas/destacadoespecial/1' }) },
  {
    method: 'PUT',
    route: '/admin/publicidad/zona/:zona/mensaje-publicidad/:id/editar',
    call: async () => ({ method: 'PUT', url: '/admin/publicidad/zona/caracas/mensaje-publicidad/1/editar', payload: { mensaje: 'Envío gratis en 3 horas el mismo día' } }),
  },
  get('/admin/lista-rapida/zona'),
  get('/admin/lista-rapida/zona/:zona/listado', '/admin/lista-rapida/zona/caracas/listado'),
  get('/admin/lista-rapida/zona/:zona/:id', '/admin/lista-rapida/zona/caracas/1'),
  ...(['POST /admin/algolia/productobase', 'PUT /admin/algolia/productobase', 'PUT /admin/algolia/productodisponibilidad'] as const).map(
    (spec): Sample => {
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

/** A concrete URL for a route pattern: zones by slug, every other parameter 1. */
const concrete = (pattern: string, zona: string) => pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'zona' ? zona : '1'));

/** The roles that open a route's area: its area role, or any one of a shared area's roles. */
function areaRoles(pattern: string): readonly string[] {
  const area = adminApiArea(pattern.replace(/^\/admin\//, ''));
  if (!area) return [];
  const role = ADMIN_AREA_ROLE[area];
  return role ? [role] : (ADMIN_SHARED_AREAS[area] ?? []);
}

const AREA_DENIED = { codigo: 403, mensaje: ACCESS_MESSAGES.area };
const ZONE_DENIED = { codigo: 403, mensaje: ACCESS_MESSAGES.zona };

describe.each(testBackends())('admin role matrix (%s)', (backend) => {
  let t: TestApp;
  let routes: { method: string; route: string }[] = [];
  const tokens: Record<string, string> = {};
  const staff = new Map<string, StaffMember>();
  /** One staff member per role set, made on first use. */
  const staffWith = async (roles: readonly string[]) => {
    const key = [...roles].sort().join(',');
    if (!staff.has(key)) staff.set(key, await staffMember(t, roles));
    return staff.get(key)!.token;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    testDb = t.database.db;
    for (const email of ['admin@demo.ve', 'operador@demo.ve', 'cliente@demo.ve']) tokens[email] = (await login(t, email)).token;
    routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.split(' ')[1]!.startsWith(`${t.config.apiBase}/admin/`))
      .map((r) => {
        const [method, path] = r.split(' ') as [string, string];
        return { method, route: path.slice(t.config.apiBase.length) };
      })
      .sort((a, b) => `${a.route} ${a.method}`.localeCompare(`${b.route} ${b.method}`));
  });
  afterAll(() => t.close());

  it('finds the admin routes and gives each one an area', () => {
    expect(routes.length).toBeGreaterThan(SAMPLES.length - 1);
    expect(routes.filter((r) => adminApiArea(r.route.replace(/^\/admin\//, '')) === null)).toEqual([]);
    for (const sample of SAMPLES) expect(routes).toContainEqual({ method: sample.method, route: sample.route });
  });

  it('refuses every admin route to guests, customers and staff without the area role', async () => {
    const zonas = ['ROLE_ZONA_caracas', 'ROLE_ZONA_valencia', 'ROLE_ZONA_maracaibo'];
    for (const { method, route } of routes) {
      const call = { method: method as ApiCall['method'], url: concrete(route, 'caracas') };
      const name = `${method} ${route}`;
      const anonymous = await t.api(call);
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json().codigo, name).toBe(401);

      const customer = await t.api({ ...call, token: tokens['cliente@demo.ve'] });
      expect([customer.statusCode, customer.json()], name).toEqual([403, AREA_DENIED]);

      const needed = areaRoles(route);
      // an area open to every staff member has no role to take away
      if (needed.length === 0) continue;
      const others = AREA_ROLES.filter((r) => !needed.includes(r));
      const withoutArea = await t.api({ ...call, token: await staffWith([...others, ...zonas]) });
      expect([withoutArea.statusCode, withoutArea.json()], name).toEqual([403, AREA_DENIED]);
    }
  });

  it('lets staff holding only the area role (and the zone) through, and keeps other zones out', async () => {
    for (const { method, route } of routes) {
      const name = `${method} ${route}`;
      const needed = areaRoles(route);
      const roles = [...needed.slice(0, 1), 'ROLE_ZONA_caracas'];
      const token = await staffWith(roles);
      const allowed = await t.api({ method: method as ApiCall['method'], url: concrete(route, 'caracas'), token });
      expect([401, 403], `${name} -> ${allowed.statusCode} ${allowed.body.slice(0, 200)}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, `${name} ${allowed.body.slice(0, 200)}`).toBeLessThan(500);
      if (!route.includes(':zona')) continue;
      const other = await t.api({ method: method as ApiCall['method'], url: concrete(route, 'valencia'), token });
      expect([other.statusCode, other.json()], name).toEqual([403, ZONE_DENIED]);
    }
  });

  it.each(SAMPLES.map((r) => [`${r.method} ${r.route}`, r] as const))('%s succeeds for the admin with real data', async (_name, route) => {
    // operador@demo.ve is an admin with ROLE_PEDIDO and the Caracas zone only
    const operador = await t.api({ ...(await route.call()), token: tokens['operador@demo.ve'] });
    expect(operador.statusCode, operador.body).toBe(route.operador ?? 403);
    if (!route.operador) expect(operador.json()).toEqual(AREA_DENIED);

    const admin = await t.api({ ...(await route.call()), token: tokens['admin@demo.ve'] });
    expect(admin.statusCode, admin.body).toBe(route.method === 'POST' && ['/admin/categoria', '/admin/cupon'].includes(route.route) ? 201 : 200);
  });
});
