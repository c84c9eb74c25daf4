import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { producto } from '../../src/server/catalog/tables';
import { takeStock } from '../../src/server/inventory/service';
import { inventario, precio } from '../../src/server/inventory/tables';
import type { ProductoBusqueda } from '../../src/server/search/records';
import { storefrontFilter } from '../../src/server/search/records';
import type { InventarioFila, LoteExistenciaRespuesta, LoteOfertaRespuesta } from '../../src/shared/contracts/admin-inventory';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { login, testBackends, type ApiCall } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { createSearchApp, type SearchTestApp } from './search-setup';

/** Branch 4 (La Económica San Diego, Valencia) holds no stock in the seed; branch 1 is Caracas'. */
const SAN_DIEGO = 4;
const PALOS_GRANDES = 1;
const ZONE_DENIED = { codigo: 403, mensaje: ACCESS_MESSAGES.zona };
const ZONE_404 = { codigo: 404, mensaje: ACCESS_MESSAGES.zona };

const precios = (over: Record<string, unknown>[] = []) =>
  [
    { usuarioTipo: 1, precio: '10.00', oferta: '8.50', minimo: 1, maximo: 12, grupo: 1, unidad: 1 },
    { usuarioTipo: 2, precio: '9.50', oferta: '0', minimo: 1, maximo: null, grupo: 1, unidad: 1 },
    { usuarioTipo: 3, precio: '8.00', oferta: '0', minimo: 6, maximo: null, grupo: 6, unidad: 1 },
  ].map((p, i) => ({ ...p, ...over[i] }));

describe.each(testBackends())('admin inventario (%s)', (backend) => {
  let t: SearchTestApp;
  let admin: string;
  /** ROLE_INVENTARIO + ROLE_ZONA_valencia only. */
  let valencia: string;
  /** A product stocked only in Caracas: registered in Valencia here. */
  let productoId: number;
  let fila: InventarioFila;
  let caracasRow: number;

  const api = (call: ApiCall) => t.api({ token: valencia, ...call });
  const rowPath = (f: InventarioFila, zona = f.zonaSlug) => `/admin/inventario/zona/${zona}/sucursal/${f.sucursalId}/producto/${f.productoId}`;
  const stockOf = async (id: number) => (await t.database.db.select({ e: inventario.existencia }).from(inventario).where(eq(inventario.id, id)))[0]!.e;
  const counts = async () => ({
    inventario: await t.database.db.$count(inventario),
    precio: await t.database.db.$count(precio),
    bitacora: await t.database.db.$count(bitacora),
    precios: JSON.stringify(await t.database.db.select().from(precio).orderBy(asc(precio.id))),
    stock: JSON.stringify(await t.database.db.select({ id: inventario.id, e: inventario.existencia }).from(inventario).orderBy(asc(inventario.id))),
  });
  const trail = (id: number) =>
    t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.recurso, 'inventario'), eq(bitacora.registroId, String(id))))
      .orderBy(asc(bitacora.id));
  const hits = async (filters: string) => {
    const { results } = await t.client(t.config.searchAdminKey).search<ProductoBusqueda>({ requests: [{ indexName: 'productos', hitsPerPage: 1000, filters }] });
    return (results[0] as { hits: ProductoBusqueda[] }).hits;
  };
  const list = async (filter: object, token = valencia, extra = '') => {
    const res = await t.api({ token, url: `/admin/inventario?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InventarioFila[];
  };

  beforeAll(async () => {
    t = await createSearchApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    valencia = (await staffMember(t, ['ROLE_INVENTARIO', 'ROLE_ZONA_valencia'])).token;
    const db = t.database.db;
    const [onlyCaracas] = await db
      .select({ id: producto.id })
      .from(producto)
      .where(
        sql`${producto.estatus} = 1 and exists (select 1 from inventario i where i.producto_id = ${producto.id} and i.zona_id = 1 and i.existencia > 0)
            and not exists (select 1 from inventario i where i.producto_id = ${producto.id} and i.zona_id = 2)`,
      )
      .orderBy(asc(producto.id))
      .limit(1);
    productoId = onlyCaracas!.id;
    const [c] = await db.select({ id: inventario.id }).from(inventario).where(eq(inventario.zonaId, 1)).orderBy(asc(inventario.id)).limit(1);
    caracasRow = c!.id;
  });
  afterAll(() => t.close());

  it('the demo stock clerk inventario@demo.ve works Valencia only, and finds products ignoring accents and case', async () => {
    const clerk = (await login(t, 'inventario@demo.ve')).token;
    const rows = await list({}, clerk);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.zonaSlug))).toEqual(new Set(['valencia']));
    expect((await t.api({ token: clerk, url: '/admin/inventario/zona/caracas' })).json()).toEqual(ZONE_DENIED);
    // 'Café' in the catalog, typed without the accent and in capitals, in the grid and in the registrar's picker
    const cafe = await list({ q: 'CAFE' }, clerk);
    expect(cafe.length).toBeGreaterThan(0);
    expect(cafe.every((r) => /caf[eé]/i.test(r.productoNombre) || /cafe/i.test(r.productoCodigo))).toBe(true);
    const options = (await t.api({ token: clerk, url: '/admin/inventario/productos?q=CAFE' })).json() as { nombre: string }[];
    expect(options.some((o) => o.nombre.includes('Café'))).toBe(true);
  });

  describe('registrar', () => {
    it('stocks a product at a Valencia branch with its three plan prices, audited, in search at once', async () => {
      expect(await hits(`objectID:${productoId} AND ${storefrontFilter(2, 1)}`)).toEqual([]);
      const res = await api({ method: 'POST', url: '/admin/inventario/registrar', payload: { sucursalId: SAN_DIEGO, productoId, existencia: 40, precios: precios() } });
      expect(res.statusCode, res.body).toBe(201);
      fila = res.json();
      expect(fila).toMatchObject({
        productoId,
        sucursalId: SAN_DIEGO,
        sucursalNombre: 'La Económica San Diego',
        tiendaNombre: 'Distribuidora La Económica',
        zonaId: 2,
        zonaSlug: 'valencia',
        zonaNombre: 'Valencia',
        existencia: 40,
        estatus: 1,
        enOferta: true,
      });
      expect(fila.precios.map(({ id: _id, ...p }) => p)).toEqual([
        { usuarioTipo: 1, precio: '10.00', oferta: '8.50', minimo: 1, maximo: 12, grupo: 1, unidad: 1, estatus: 1 },
        { usuarioTipo: 2, precio: '9.50', oferta: '0.00', minimo: 1, maximo: null, grupo: 1, unidad: 1, estatus: 1 },
        { usuarioTipo: 3, precio: '8.00', oferta: '0.00', minimo: 6, maximo: null, grupo: 6, unidad: 1, estatus: 1 },
      ]);
      const [entry] = await trail(fila.id);
      expect(entry).toMatchObject({ area: 'inventario', accion: 'crear', recurso: 'inventario' });
      expect(entry!.cambios).toMatchObject({
        existencia: { antes: null, despues: 40 },
        sucursalId: { antes: null, despues: SAN_DIEGO },
        'normal.oferta': { antes: null, despues: '8.50' },
        'mayorista.grupo': { antes: null, despues: 6 },
      });
      const [hit] = await hits(`objectID:${productoId} AND ${storefrontFilter(2, 1)}`);
      expect(hit!.disponibilidad.zon2ust1).toMatchObject({ existencia: 40, precio: '10.00', oferta: '8.50' });
      expect((await hits(`objectID:${productoId} AND ${storefrontFilter(2, 3)}`))[0]!.disponibilidad.zon2ust3).toMatchObject({ precio: '8.00', oferta: '0.00' });
    });

    it('refuses the same product twice at a branch (409), and writes nothing', async () => {
      const before = await counts();
      const res = await api({ method: 'POST', url: '/admin/inventario/registrar', payload: { sucursalId: SAN_DIEGO, productoId, existencia: 1, precios: precios() } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ codigo: 409, mensaje: 'El producto ya tiene inventario en esa sucursal', errores: { productoId: 'El producto ya tiene inventario en esa sucursal' } });
      expect(await counts()).toEqual(before);
    });

    it('answers the business rules with 422 field errors, and writes nothing', async () => {
      const before = await counts();
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ existencia: -1 }, { existencia: 'La existencia debe ser un entero entre 0 y 10000000' }],
        [{ precios: precios([{ precio: '-1.00' }]) }, { 'precios.0.precio': 'Indique un monto de hasta 2 decimales, mayor o igual a 0' }],
        [{ precios: precios([{ oferta: '-0.50' }]) }, { 'precios.0.oferta': 'Indique un monto de hasta 2 decimales, mayor o igual a 0' }],
        [{ precios: precios([{ oferta: '10.00' }]) }, { 'precios.0.oferta': 'La oferta debe ser menor que el precio' }],
        [{ precios: precios([{}, { oferta: '12.00' }]) }, { 'precios.1.oferta': 'La oferta debe ser menor que el precio' }],
        [{ precios: precios([{ minimo: 5, maximo: 4 }]) }, { 'precios.0.maximo': 'El máximo no puede ser menor que el mínimo' }],
        [{ precios: precios([{}, {}, { grupo: 0 }]) }, { 'precios.2.grupo': 'El grupo debe ser un entero mayor o igual a 1' }],
        [{ precios: precios([{}, {}, { unidad: 0 }]) }, { 'precios.2.unidad': 'La unidad debe ser un entero mayor o igual a 1' }],
        [{ precios: precios([{ minimo: 0 }]) }, { 'precios.0.minimo': 'El mínimo debe ser un entero entre 1 y 100000' }],
        [{ precios: precios([{ precio: '1.234' }]) }, { 'precios.0.precio': 'Indique un monto de hasta 2 decimales, mayor o igual a 0' }],
        [{ precios: precios().slice(0, 2) }, { precios: 'Indique los precios de los tres planes: normal, PRIME y mayorista' }],
        [
          { precios: precios([{}, { usuarioTipo: 1 }]) },
          { 'precios.1.usuarioTipo': 'Cada plan puede indicarse una sola vez', precios: 'Indique los precios de los tres planes: normal, PRIME y mayorista' },
        ],
        [{ sucursalId: 9999 }, { sucursalId: 'La sucursal no existe' }],
        [{ productoId: 999999 }, { productoId: 'El producto no existe' }],
      ];
      for (const [over, errores] of cases) {
        const res = await api({ method: 'POST', url: '/admin/inventario/registrar', payload: { sucursalId: SAN_DIEGO, productoId: productoId + 1, existencia: 5, precios: precios(), ...over } });
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(res.json(), JSON.stringify(over)).toEqual({ codigo: 422, mensaje: 'Los datos enviados no son válidos', errores });
      }
      // the schema: wrong types and unknown fields are 400 with the field named
      for (const [over, field] of [
        [{ existencia: '5' }, 'existencia'],
        [{ existencia: 1.5 }, 'existencia'],
        [{ precios: precios([{ precio: 10 }]) }, 'precios.0.precio'],
        [{ precios: precios([{ usuarioTipo: 4 }]) }, 'precios.0.usuarioTipo'],
        [{ extra: 1 }, 'extra'],
      ] as [Record<string, unknown>, string][]) {
        const res = await api({ method: 'POST', url: '/admin/inventario/registrar', payload: { sucursalId: SAN_DIEGO, productoId: productoId + 1, existencia: 5, precios: precios(), ...over } });
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(Object.keys(res.json().errores ?? {}).join(), JSON.stringify(over)).toContain(field);
      }
      expect(await counts()).toEqual(before);
    });
  });

  describe('zone scoping', () => {
    it('shows a Valencia-only staff member the rows of Valencia alone', async () => {
      const rows = await list({});
      expect(rows.length).toBeGreaterThan(10);
      expect(new Set(rows.map((r) => r.zonaSlug))).toEqual(new Set(['valencia']));
      const res = await api({ url: '/admin/inventario/zona/valencia?range=[0,4]' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toMatch(/^inventario 0-4\/\d+$/);
      expect((res.json() as InventarioFila[]).every((r) => r.zonaId === 2)).toBe(true);
      expect((await list({ zonaId: 1 })).length).toBe(0);
    });

    it('refuses Caracas on :zona routes (403) and hides Caracas rows elsewhere (404 with the zone message)', async () => {
      const db = t.database.db;
      const [c] = await db.select().from(inventario).where(eq(inventario.id, caracasRow));
      const before = await counts();
      const path = `/admin/inventario/zona/caracas/sucursal/${c!.sucursalId}/producto/${c!.productoId}`;
      for (const call of [
        { url: '/admin/inventario/zona/caracas' },
        { url: path },
        { url: `${path}/precio` },
        { method: 'PUT' as const, url: path, payload: { ajuste: 5 } },
        { method: 'PUT' as const, url: `${path}/precio`, payload: { precios: precios().slice(0, 1) } },
      ]) {
        const res = await api(call);
        expect([res.statusCode, res.json()], call.url).toEqual([403, ZONE_DENIED]);
      }
      for (const url of [`/admin/inventario/${caracasRow}`, `/admin/inventario/${caracasRow}/historial`]) {
        const res = await api({ url });
        expect([res.statusCode, res.json()], url).toEqual([404, ZONE_404]);
      }
      expect((await api({ url: '/admin/inventario/99999999' })).json()).toEqual({ codigo: 404, mensaje: 'Inventario no encontrado' });
      for (const [url, payload] of [
        ['/admin/inventario/lote/existencia', { ids: [fila.id, caracasRow], ajuste: 1 }],
        ['/admin/inventario/lote/oferta', { ids: [fila.id, caracasRow], porcentaje: 10 }],
        ['/admin/inventario/lote/oferta', { ids: [caracasRow], porcentaje: 10, preview: true }],
      ] as const) {
        const res = await api({ method: 'POST', url, payload });
        expect([res.statusCode, res.json()], url).toEqual([404, ZONE_404]);
      }
      const reg = await api({ method: 'POST', url: '/admin/inventario/registrar', payload: { sucursalId: PALOS_GRANDES, productoId, existencia: 1, precios: precios() } });
      expect([reg.statusCode, reg.json()]).toEqual([403, ZONE_DENIED]);
      expect(await counts()).toEqual(before);
      // the full admin holds every zone and sees the row
      expect((await t.api({ token: admin, url: `/admin/inventario/${caracasRow}` })).statusCode).toBe(200);
    });

    it('answers a branch of another zone under a zone path with 404', async () => {
      const res = await api({ url: `/admin/inventario/zona/valencia/sucursal/${PALOS_GRANDES}/producto/${productoId}` });
      expect(res.json()).toEqual({ codigo: 404, mensaje: 'Inventario no encontrado' });
    });
  });

  describe('stock', () => {
    it('adjusts relatively, never below 0, audited', async () => {
      const res = await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: 5 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().existencia).toBe(45);
      const low = await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: -46 } });
      expect(low.statusCode).toBe(422);
      expect(low.json()).toEqual({
        codigo: 422,
        mensaje: 'La existencia no puede quedar por debajo de 0: hay 45 unidades',
        errores: { ajuste: 'La existencia no puede quedar por debajo de 0: hay 45 unidades' },
      });
      expect((await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: 0 } })).json()).toEqual({
        codigo: 422,
        mensaje: 'Indique un ajuste distinto de 0',
        errores: { ajuste: 'Indique un ajuste distinto de 0' },
      });
      expect((await api({ method: 'PUT', url: rowPath(fila), payload: { existencia: 3 } })).statusCode).toBe(400);
      expect(await stockOf(fila.id)).toBe(45);
      const last = (await trail(fila.id)).at(-1)!;
      expect(last).toMatchObject({ accion: 'existencia', cambios: { existencia: { antes: 40, despues: 45 }, ajuste: { antes: null, despues: 5 } } });
      const get = await api({ url: rowPath(fila) });
      expect(get.json()).toMatchObject({ id: fila.id, existencia: 45 });
    });

    it('loses no update when clerks adjust and checkouts take stock of the same row at once', async () => {
      const db = t.database.db;
      const id = fila.id;
      await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: 100 - (await stockOf(id)) } });
      expect(await stockOf(id)).toBe(100);
      const auditBefore = (await trail(id)).length;
      const adds = Array.from({ length: 20 }, () => api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: 3 } }));
      const takes = Array.from({ length: 10 }, () => api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: -2 } }));
      const checkouts = Array.from({ length: 15 }, () => db.transaction((tx) => takeStock(tx, [{ inventarioId: id, productoId: fila.productoId, cantidad: 4 }])));
      const answers = await Promise.all([...adds, ...takes]);
      await Promise.all(checkouts);
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      // 100 + 20*3 - 10*2 - 15*4
      expect(await stockOf(id)).toBe(80);
      const entries = (await trail(id)).slice(auditBefore);
      expect(entries).toHaveLength(30);
      expect(entries.reduce((s, e) => s + Number((e.cambios as Record<string, { despues: unknown }>).ajuste!.despues), 0)).toBe(40);
    });

    it('setting the stock to 0 takes the product out of search at once, and back', async () => {
      const now = await stockOf(fila.id);
      const res = await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: -now } });
      expect(res.json().existencia).toBe(0);
      expect(await hits(`objectID:${productoId} AND ${storefrontFilter(2, 1)}`)).toEqual([]);
      expect((await list({ conStock: false, sucursalId: SAN_DIEGO })).map((r) => r.id)).toEqual([fila.id]);
      await api({ method: 'PUT', url: rowPath(fila), payload: { ajuste: 12 } });
      expect((await hits(`objectID:${productoId} AND ${storefrontFilter(2, 1)}`))[0]!.disponibilidad.zon2ust1).toMatchObject({ existencia: 12 });
    });
  });

  describe('prices', () => {
    it('sets one plan and leaves the others, audited with before and after', async () => {
      const res = await api({ method: 'PUT', url: `${rowPath(fila)}/precio`, payload: { precios: [{ usuarioTipo: 2, precio: '9.80', oferta: '9.00', minimo: 2, maximo: 10, grupo: 2, unidad: 1 }] } });
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json() as InventarioFila;
      expect(row.precios.map((p) => [p.usuarioTipo, p.precio, p.oferta, p.minimo, p.maximo, p.grupo])).toEqual([
        [1, '10.00', '8.50', 1, 12, 1],
        [2, '9.80', '9.00', 2, 10, 2],
        [3, '8.00', '0.00', 6, null, 6],
      ]);
      const get = await api({ url: `${rowPath(fila)}/precio` });
      expect(get.json()).toEqual(row.precios);
      const last = (await trail(fila.id)).at(-1)!;
      expect(last.accion).toBe('precio');
      expect(last.cambios).toEqual({
        'prime.precio': { antes: '9.50', despues: '9.80' },
        'prime.oferta': { antes: '0.00', despues: '9.00' },
        'prime.minimo': { antes: 1, despues: 2 },
        'prime.maximo': { antes: null, despues: 10 },
        'prime.grupo': { antes: 1, despues: 2 },
      });
      expect((await hits(`objectID:${productoId} AND ${storefrontFilter(2, 2)}`))[0]!.disponibilidad.zon2ust2).toMatchObject({ precio: '9.80', oferta: '9.00' });
      const hist = await api({ url: `/admin/inventario/${fila.id}/historial` });
      expect(hist.statusCode).toBe(200);
      expect(hist.json()[0].accion).toBe('precio');
    });

    it('refuses broken rules with 422 and writes nothing', async () => {
      const before = await counts();
      const bad = await api({
        method: 'PUT',
        url: `${rowPath(fila)}/precio`,
        payload: { precios: [{ usuarioTipo: 1, precio: '5.00', oferta: '5.00', minimo: 3, maximo: 2, grupo: 1, unidad: 0 }] },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errores).toEqual({
        'precios.0.oferta': 'La oferta debe ser menor que el precio',
        'precios.0.maximo': 'El máximo no puede ser menor que el mínimo',
        'precios.0.unidad': 'La unidad debe ser un entero mayor o igual a 1',
      });
      expect(await counts()).toEqual(before);
    });
  });

  describe('bulk', () => {
    it('previews an offer % without writing, then applies exactly the preview in one go', async () => {
      const rows = (await list({ sucursalId: 2 }, valencia, '&sort=["id","ASC"]')).slice(0, 3);
      const ids = rows.map((r) => r.id);
      const before = await counts();
      const preview = await api({ method: 'POST', url: '/admin/inventario/lote/oferta', payload: { ids, porcentaje: 10, planes: [1, 2], preview: true } });
      expect(preview.statusCode, preview.body).toBe(200);
      const p = preview.json() as LoteOfertaRespuesta;
      expect(p.aplicado).toBe(false);
      const expected = rows.flatMap((r) =>
        r.precios
          .filter((x) => x.usuarioTipo !== 3)
          .map((x) => ({ inventarioId: r.id, usuarioTipo: x.usuarioTipo, precio: x.precio, ofertaAntes: x.oferta, ofertaDespues: (Math.round(Number(x.precio) * 90) / 100).toFixed(2) }))
          .filter((c) => c.ofertaAntes !== c.ofertaDespues),
      );
      expect(p.cambios.map(({ precioId: _p, productoNombre: _n, sucursalNombre: _s, ...c }) => c)).toEqual(expected);
      expect(await counts()).toEqual(before);

      const applied = await api({ method: 'POST', url: '/admin/inventario/lote/oferta', payload: { ids, porcentaje: 10, planes: [1, 2] } });
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toEqual({ ...p, aplicado: true });
      const stored = await t.database.db.select().from(precio).where(sql`${precio.inventarioId} in ${ids}`).orderBy(asc(precio.inventarioId), asc(precio.usuarioTipo));
      for (const c of expected) expect(stored.find((s) => s.inventarioId === c.inventarioId && s.usuarioTipo === c.usuarioTipo)!.oferta).toBe(c.ofertaDespues);
      // mayorista untouched
      for (const r of rows) expect(stored.find((s) => s.inventarioId === r.id && s.usuarioTipo === 3)!.oferta).toBe(r.precios[2]!.oferta);
      const last = (await trail(ids[0]!)).at(-1)!;
      expect(last.accion).toBe('lote-oferta');
      expect((await list({ id: ids, enOferta: true })).map((r) => r.id)).toEqual(ids);
      // whole percentages only, 0 to 99
      for (const porcentaje of [12.5, 100, -1]) {
        const res = await api({ method: 'POST', url: '/admin/inventario/lote/oferta', payload: { ids, porcentaje, preview: true } });
        expect(res.statusCode, String(porcentaje)).toBe(400);
        expect(Object.keys(res.json().errores)).toEqual(['porcentaje']);
      }
      // applying again changes nothing
      expect((await api({ method: 'POST', url: '/admin/inventario/lote/oferta', payload: { ids, porcentaje: 10, planes: [1, 2] } })).json().cambios).toEqual([]);
    });

    it('previews and applies a stock adjustment of N on a selection; refuses all when one would go below 0', async () => {
      const rows = (await list({ sucursalId: 2, conStock: true }, valencia, '&sort=["id","ASC"]')).slice(0, 4);
      const ids = rows.map((r) => r.id);
      const before = await counts();
      const preview = await api({ method: 'POST', url: '/admin/inventario/lote/existencia', payload: { ids, ajuste: 7, preview: true } });
      expect(preview.statusCode, preview.body).toBe(200);
      const p = preview.json() as LoteExistenciaRespuesta;
      expect(p.cambios.map((c) => [c.inventarioId, c.existenciaAntes, c.existenciaDespues])).toEqual(rows.map((r) => [r.id, r.existencia, r.existencia + 7]));
      expect(await counts()).toEqual(before);
      const applied = await api({ method: 'POST', url: '/admin/inventario/lote/existencia', payload: { ids, ajuste: 7 } });
      expect(applied.json()).toEqual({ ...p, aplicado: true });
      for (const r of rows) expect(await stockOf(r.id)).toBe(r.existencia + 7);
      expect((await trail(ids[1]!)).at(-1)).toMatchObject({ accion: 'lote-existencia', cambios: { existencia: { antes: rows[1]!.existencia, despues: rows[1]!.existencia + 7 } } });

      const zero = fila.id;
      const z = await stockOf(zero);
      const after = await counts();
      const minus = -(z + 1);
      for (const preview of [true, false]) {
        const res = await api({ method: 'POST', url: '/admin/inventario/lote/existencia', payload: { ids: [ids[0], zero], ajuste: minus, preview } });
        expect(res.statusCode).toBe(422);
        expect(res.json().errores.ajuste).toMatch(/^La existencia no puede quedar por debajo de 0 en /);
        expect(res.json().errores.ajuste).toContain(`(La Económica San Diego: ${z})`);
      }
      expect(await counts()).toEqual(after);
    });
  });

  describe('list', () => {
    it('filters by product text, branch, stock and offer, sorts and pages', async () => {
      const [p] = await t.database.db.select({ nombre: producto.nombre, codigo: producto.codigo }).from(producto).where(eq(producto.id, productoId));
      expect((await list({ q: p!.nombre.slice(0, 8).toUpperCase(), sucursalId: SAN_DIEGO })).map((r) => r.id)).toEqual([fila.id]);
      expect((await list({ q: p!.codigo })).map((r) => r.productoId)).toEqual([productoId]);
      expect((await list({ conStock: false })).every((r) => r.existencia === 0)).toBe(true);
      expect((await list({ conStock: true })).every((r) => r.existencia > 0)).toBe(true);
      expect((await list({ enOferta: false })).every((r) => !r.enOferta)).toBe(true);
      const sorted = await list({}, valencia, '&sort=["existencia","DESC"]');
      expect(sorted.map((r) => r.existencia)).toEqual([...sorted.map((r) => r.existencia)].sort((a, b) => b - a));
      const page = await api({ url: '/admin/inventario?range=[0,49]' });
      expect(page.json()).toHaveLength(50);
      expect(page.headers['content-range']).toMatch(/^inventario 0-49\/\d+$/);
      const bad = await api({ url: `/admin/inventario?sort=${encodeURIComponent('["precio","ASC"]')}` });
      expect(bad.statusCode).toBe(400);
      const unknown = await api({ url: `/admin/inventario?filter=${encodeURIComponent('{"otro":1}')}` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errores.filter).toBe('Filtro no permitido');
    });

    it('offers the caller zones, branches and a product picker', async () => {
      const data = (await api({ url: '/admin/inventario/datafiltro' })).json();
      expect(data.zonas).toEqual([{ id: 2, slug: 'valencia', nombre: 'Valencia' }]);
      expect(data.sucursales.map((s: { id: number }) => s.id).sort()).toEqual([2, 4]);
      const opts = (await api({ url: '/admin/inventario/productos?q=arroz' })).json() as { nombre: string }[];
      expect(opts.length).toBeGreaterThan(0);
      expect(opts.every((o) => /arroz/i.test(o.nombre))).toBe(true);
      expect((await api({ url: '/admin/inventario/productos?q=zzzzqqq' })).json()).toEqual([]);
    });
  });
});
