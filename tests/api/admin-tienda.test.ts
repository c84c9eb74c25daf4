import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { producto } from '../../src/server/catalog/tables';
import { inventario, precio, sucursal, tienda } from '../../src/server/inventory/tables';
import type { ProductoBusqueda } from '../../src/server/search/records';
import { storefrontFilter } from '../../src/server/search/records';
import { reindexProducts } from '../../src/server/search/sync';
import type { SucursalFila, TiendaFila } from '../../src/shared/contracts/admin-stores';
import { login, testBackends, type ApiCall } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { createSearchApp, type SearchTestApp } from './search-setup';

const ZONE_MESSAGE = 'No tiene los permisos de la Zona necesaria para esta área';

describe.each(testBackends())('admin tiendas y sucursales (%s)', (backend) => {
  let t: SearchTestApp;
  let admin: string;
  /** ROLE_TIENDA with the Valencia zone only. */
  let valencia: StaffMember;
  const api = (call: ApiCall) => t.api({ token: admin, ...call });
  const asValencia = (call: ApiCall) => t.api({ token: valencia.token, ...call });
  const list = async <T>(url: string, filter: object = {}, token = admin) => {
    const res = await t.api({ token, url: `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T[];
  };
  const auditRows = (recurso: string, id: number) =>
    t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.recurso, recurso), eq(bitacora.registroId, String(id))))
      .orderBy(asc(bitacora.id));
  const searchHits = async (filters: string) => {
    const { results } = await t.client(t.config.searchAdminKey).search<ProductoBusqueda>({ requests: [{ indexName: 'productos', hitsPerPage: 1000, filters }] });
    return (results[0] as { hits: ProductoBusqueda[] }).hits.map((h) => Number(h.objectID));
  };
  const detail = (slug: string, zona: string) => t.api({ url: `/api/producto/${slug}?zona=${zona}` });

  beforeAll(async () => {
    t = await createSearchApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    valencia = await staffMember(t, ['ROLE_TIENDA', 'ROLE_ZONA_valencia']);
  });
  afterAll(() => t.close());

  describe('stores', () => {
    let nueva: TiendaFila;

    it('registers a store with its RIF normalised, and audits it', async () => {
      const res = await asValencia({ method: 'POST', url: '/admin/tienda', payload: { nombre: '  Bodegón   Los Andes ', rif: 'j401234569' } });
      expect(res.statusCode, res.body).toBe(201);
      nueva = res.json();
      expect(nueva).toMatchObject({ nombre: 'Bodegón Los Andes', rif: 'J-40123456-9', estatus: 1, sucursales: 0, sucursalesActivas: 0 });
      const rows = await auditRows('tienda', nueva.id);
      expect(rows.map((r) => [r.accion, r.area, r.usuarioEmail])).toEqual([['crear', 'tienda', valencia.email]]);
      expect(rows[0]!.cambios).toMatchObject({ nombre: { antes: null, despues: 'Bodegón Los Andes' }, rif: { antes: null, despues: 'J-40123456-9' } });
    });

    it('refuses a bad RIF with a Spanish field error and writes nothing', async () => {
      const before = await t.database.db.$count(tienda);
      const cases: [string, string][] = [
        ['J-40123456-7', 'El dígito verificador del RIF no es válido'],
        ['X-40123456-9', 'El RIF debe comenzar con J, G, V, E, P o C'],
        ['J-4012345-9', 'El RIF debe tener el formato J-12345678-9: una letra (J, G, V, E, P o C), 8 dígitos y el dígito verificador'],
        ['---', 'El RIF es obligatorio'],
      ];
      for (const [rif, mensaje] of cases) {
        const res = await api({ method: 'POST', url: '/admin/tienda', payload: { nombre: `Con RIF ${rif}`, rif } });
        expect(res.statusCode, rif).toBe(400);
        expect(res.json(), rif).toEqual({ codigo: 400, mensaje: 'Los datos enviados no son válidos', errores: { rif: mensaje } });
      }
      for (const [payload, field] of [
        [{ nombre: 'Sin RIF' }, 'rif'],
        [{ nombre: '   ', rif: 'J-40123456-9' }, 'nombre'],
        [{ nombre: 'x'.repeat(121), rif: 'J-40123456-9' }, 'nombre'],
        [{ nombre: 'Extra', rif: 'J-40123456-9', zonaId: 1 }, 'zonaId'],
        [{ nombre: 'Estatus', rif: 'J-40123456-9', estatus: 3 }, 'estatus'],
        [{ nombre: 'Control\u0007', rif: 'J-40123456-9' }, 'nombre'],
      ] as const) {
        const res = await api({ method: 'POST', url: '/admin/tienda', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().errores ?? {}), JSON.stringify(payload)).toContain(field);
      }
      expect(await t.database.db.$count(tienda)).toBe(before);
    });

    it('keeps store names unique whatever the case (409)', async () => {
      const res = await api({ method: 'POST', url: '/admin/tienda', payload: { nombre: 'AUTOMERCADO central', rif: 'J-12345678-4' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ codigo: 409, mensaje: 'Ya existe una tienda con ese nombre', errores: { nombre: 'Ya existe una tienda con ese nombre' } });
      const edit = await api({ method: 'PUT', url: `/admin/tienda/${nueva.id}`, payload: { nombre: 'Distribuidora La Económica', rif: 'J-40123456-9' } });
      expect(edit.statusCode).toBe(409);
      const free = async (path: string) => (await api({ url: `/admin/tienda/nombre/${encodeURIComponent(path)}` })).json().disponible;
      expect(await free('automercado CENTRAL')).toBe(false);
      expect(await free(`Bodegón Los Andes/${nueva.id}`)).toBe(true);
      expect(await free('Otra tienda')).toBe(true);
    });

    it('edits, lists, filters and reads; unknown stores are 404', async () => {
      const res = await api({ method: 'PUT', url: `/admin/tienda/${nueva.id}`, payload: { nombre: 'Bodegón Los Andes', rif: 'G-20000003-1' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rif).toBe('G-20000003-1');
      const rows = await auditRows('tienda', nueva.id);
      expect(rows.at(-1)!.cambios).toEqual({ rif: { antes: 'J-40123456-9', despues: 'G-20000003-1' } });
      expect((await list<TiendaFila>('/admin/tienda', { q: 'andes' })).map((s) => s.id)).toEqual([nueva.id]);
      expect((await list<TiendaFila>('/admin/tienda', { q: '20000003' })).map((s) => s.id)).toEqual([nueva.id]);
      const central = (await list<TiendaFila>('/admin/tienda', { q: 'central' }))[0]!;
      expect(central).toMatchObject({ nombre: 'Automercado Central', rif: 'J-40123456-9', sucursales: 3, sucursalesActivas: 3 });
      // staff see the branches of their zones only, counts included
      expect((await list<TiendaFila>('/admin/tienda', { q: 'central' }, valencia.token))[0]).toMatchObject({ sucursales: 1 });
      const sorted = await api({ url: `/admin/tienda?sort=${encodeURIComponent('["nombre","DESC"]')}&range=[0,1]` });
      expect(sorted.headers['content-range']).toMatch(/^tienda 0-1\/3$/);
      expect(sorted.json().map((s: TiendaFila) => s.nombre)).toEqual(['Distribuidora La Económica', 'Bodegón Los Andes']);
      for (const bad of ['sort=["sucursales","ASC"]', 'filter={"zona":1}', 'range=[3,1]']) expect((await api({ url: `/admin/tienda?${bad}` })).statusCode, bad).toBe(400);
      expect((await api({ url: '/admin/tienda/99999999' })).json()).toEqual({ codigo: 404, mensaje: 'Tienda no encontrada' });
      expect((await api({ method: 'PUT', url: '/admin/tienda/99999999', payload: { nombre: 'Nada', rif: 'J-12345678-4' } })).statusCode).toBe(404);
      expect((await api({ method: 'PUT', url: '/admin/tienda/99999999/estatus', payload: {} })).statusCode).toBe(404);
      expect((await api({ url: '/admin/tienda/abc' })).statusCode).toBe(400);
      const history = await api({ url: `/admin/tienda/${nueva.id}/historial` });
      expect(history.json().map((h: { accion: string }) => h.accion)).toEqual(['editar', 'crear']);
    });
  });

  describe('branches', () => {
    let tiendaId: number;
    let prebo: SucursalFila;

    beforeAll(async () => {
      tiendaId = (await list<TiendaFila>('/admin/tienda', { q: 'andes' }))[0]!.id;
    });

    it('registers a branch in a zone the staff member holds, never in another', async () => {
      const form = await asValencia({ url: `/admin/tienda/${tiendaId}/sucursal/formregistrar` });
      expect(form.json()).toEqual({ zona: [{ id: 2, slug: 'valencia', nombre: 'Valencia', estatus: 1 }] });
      const res = await asValencia({
        method: 'POST',
        url: `/admin/tienda/${tiendaId}/sucursal`,
        payload: { zonaId: 2, nombre: 'Los Andes Prebo', direccion: 'Av. Monseñor Adams, Valencia' },
      });
      expect(res.statusCode, res.body).toBe(201);
      prebo = res.json();
      expect(prebo).toMatchObject({ tiendaId, tiendaNombre: 'Bodegón Los Andes', zonaId: 2, zonaNombre: 'Valencia', estatus: 1, productosConExistencia: 0 });
      expect((await auditRows('sucursal', prebo.id)).map((r) => r.accion)).toEqual(['crear']);

      const before = await t.database.db.$count(sucursal);
      const caracas = await asValencia({ method: 'POST', url: `/admin/tienda/${tiendaId}/sucursal`, payload: { zonaId: 1, nombre: 'Chacao', direccion: '' } });
      expect([caracas.statusCode, caracas.json().mensaje]).toEqual([403, ZONE_MESSAGE]);
      const nowhere = await api({ method: 'POST', url: `/admin/tienda/${tiendaId}/sucursal`, payload: { zonaId: 99, nombre: 'Nada', direccion: '' } });
      expect([nowhere.statusCode, nowhere.json().errores]).toEqual([422, { zonaId: 'La zona no existe' }]);
      const dup = await api({ method: 'POST', url: `/admin/tienda/${tiendaId}/sucursal`, payload: { zonaId: 2, nombre: 'LOS ANDES prebo', direccion: '' } });
      expect([dup.statusCode, dup.json().errores]).toEqual([409, { nombre: 'Ya existe una sucursal con ese nombre en esta tienda' }]);
      for (const payload of [
        { zonaId: 2, nombre: '', direccion: '' },
        { zonaId: 2, nombre: 'Sin dirección' },
        { zonaId: 'valencia', nombre: 'Zona texto', direccion: '' },
        { zonaId: 2, nombre: 'Larga', direccion: 'x'.repeat(301) },
      ]) {
        expect((await api({ method: 'POST', url: `/admin/tienda/${tiendaId}/sucursal`, payload })).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await api({ method: 'POST', url: '/admin/tienda/99999999/sucursal', payload: { zonaId: 2, nombre: 'X', direccion: '' } })).statusCode).toBe(404);
      expect(await t.database.db.$count(sucursal)).toBe(before);
      // the same name is fine in another store
      const other = await api({ method: 'POST', url: '/admin/tienda/2/sucursal', payload: { zonaId: 2, nombre: 'Los Andes Prebo', direccion: '' } });
      expect(other.statusCode).toBe(201);
    });

    it('shows and changes only the branches of the staff member’s zones', async () => {
      const mine = await list<SucursalFila>('/admin/tienda/1/sucursal', {}, valencia.token);
      expect(mine.map((b) => b.nombre)).toEqual(['Central El Prebo']);
      expect((await list<SucursalFila>('/admin/tienda/1/sucursal')).map((b) => b.zonaId).sort()).toEqual([1, 2, 3]);
      const ccs = await asValencia({ url: '/admin/tienda/1/sucursal/1' });
      expect([ccs.statusCode, ccs.json().mensaje]).toEqual([404, ZONE_MESSAGE]);
      const edit = await asValencia({ method: 'PUT', url: '/admin/tienda/1/sucursal/1', payload: { zonaId: 1, nombre: 'X', direccion: '' } });
      expect(edit.statusCode).toBe(403);
      const editOwnZone = await asValencia({ method: 'PUT', url: '/admin/tienda/1/sucursal/1', payload: { zonaId: 2, nombre: 'X', direccion: '' } });
      expect([editOwnZone.statusCode, editOwnZone.json().mensaje]).toEqual([404, ZONE_MESSAGE]);
      const toggle = await asValencia({ method: 'PUT', url: '/admin/tienda/1/sucursal/1/estatus', payload: {} });
      expect([toggle.statusCode, toggle.json().mensaje]).toEqual([404, ZONE_MESSAGE]);
      expect((await asValencia({ url: '/admin/tienda/1/sucursal/1/historial' })).statusCode).toBe(404);
      // a branch of another store, or none, is simply not found
      expect((await api({ url: '/admin/tienda/2/sucursal/1' })).json()).toEqual({ codigo: 404, mensaje: 'Sucursal no encontrada' });
      expect((await api({ url: '/admin/tienda/1/sucursal/99999999' })).json()).toEqual({ codigo: 404, mensaje: 'Sucursal no encontrada' });
      expect((await api({ url: '/admin/tienda/99999999/sucursal/1' })).json()).toEqual({ codigo: 404, mensaje: 'Tienda no encontrada' });
      expect(await list<SucursalFila>('/admin/tienda/1/sucursal', { zonaId: 1 }, valencia.token)).toEqual([]);
      const dbRow = (await t.database.db.select().from(sucursal).where(eq(sucursal.id, 1)))[0]!;
      expect(dbRow.estatus).toBe(1);
    });

    it('edits a branch; a branch with stock keeps its zone', async () => {
      const res = await asValencia({
        method: 'PUT',
        url: `/admin/tienda/${tiendaId}/sucursal/${prebo.id}`,
        payload: { zonaId: 2, nombre: 'Los Andes El Prebo', direccion: 'Calle 137, Valencia' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ nombre: 'Los Andes El Prebo', direccion: 'Calle 137, Valencia' });
      expect((await auditRows('sucursal', prebo.id)).at(-1)!.cambios).toEqual({
        nombre: { antes: 'Los Andes Prebo', despues: 'Los Andes El Prebo' },
        direccion: { antes: 'Av. Monseñor Adams, Valencia', despues: 'Calle 137, Valencia' },
      });
      const moved = await api({ method: 'PUT', url: '/admin/tienda/1/sucursal/2', payload: { zonaId: 3, nombre: 'Central El Prebo', direccion: 'x' } });
      expect([moved.statusCode, moved.json().errores]).toEqual([422, { zonaId: 'Una sucursal con inventario no puede cambiar de zona' }]);
      const free = await api({ url: `/admin/tienda/${tiendaId}/sucursal/nombre/${encodeURIComponent('los andes el prebo')}` });
      expect(free.json()).toEqual({ disponible: false });
      expect((await api({ url: `/admin/tienda/${tiendaId}/sucursal/nombre/${encodeURIComponent('los andes el prebo')}/${prebo.id}` })).json()).toEqual({ disponible: true });
    });
  });

  describe('deactivating takes stock off sale at once', () => {
    /** Stocked at Valencia's branch 2 only, and at branch 2 and the other store's branch 4. */
    let solo: { id: number; slug: string };
    let both: { id: number; slug: string };

    beforeAll(async () => {
      const db = t.database.db;
      const stocked = await db
        .select({ id: producto.id, slug: producto.slug, inv: inventario.id })
        .from(inventario)
        .innerJoin(producto, eq(producto.id, inventario.productoId))
        .innerJoin(precio, and(eq(precio.inventarioId, inventario.id), eq(precio.usuarioTipo, 1)))
        .where(and(eq(inventario.sucursalId, 2), eq(producto.estatus, 1)))
        .orderBy(asc(producto.id));
      const sellable = [];
      for (const p of stocked) if ((await detail(p.slug, 'valencia')).statusCode === 200) sellable.push(p);
      [solo, both] = [sellable[0]!, sellable[1]!];
      const [inv] = await db.insert(inventario).values({ productoId: both.id, sucursalId: 4, zonaId: 2, existencia: 40 }).returning();
      await db.insert(precio).values({ inventarioId: inv!.id, usuarioTipo: 1, precio: '9.99' });
      await reindexProducts(t.app.db, [both.id]);
    });

    it('a branch: its products leave the zone’s storefront and search unless another branch sells them', async () => {
      const valenciaNormal = storefrontFilter(2, 1);
      expect(await searchHits(`objectID:${solo.id} AND ${valenciaNormal}`)).toEqual([solo.id]);
      const res = await asValencia({ method: 'PUT', url: '/admin/tienda/1/sucursal/2/estatus', payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().estatus).toBe(2);
      expect((await detail(solo.slug, 'valencia')).json()).toEqual({ codigo: 404, mensaje: 'Producto no encontrado' });
      expect(await searchHits(`objectID:${solo.id} AND ${valenciaNormal}`)).toEqual([]);
      // sold from the other store's branch now, at its price
      const other = await detail(both.slug, 'valencia');
      expect(other.statusCode).toBe(200);
      expect(other.json().producto.precio.precio).toBe('9.99');
      expect(await searchHits(`objectID:${both.id} AND ${valenciaNormal}`)).toEqual([both.id]);
      // other zones are untouched
      expect((await detail(solo.slug, 'caracas')).statusCode).toBe(200);
      const audit = (await auditRows('sucursal', 2)).at(-1)!;
      expect([audit.accion, audit.usuarioEmail, audit.cambios]).toEqual(['estatus', valencia.email, { estatus: { antes: 1, despues: 2 } }]);

      const back = await asValencia({ method: 'PUT', url: '/admin/tienda/1/sucursal/2/estatus', payload: { estatus: 1 } });
      expect(back.json().estatus).toBe(1);
      expect((await detail(solo.slug, 'valencia')).statusCode).toBe(200);
      expect(await searchHits(`objectID:${solo.id} AND ${valenciaNormal}`)).toEqual([solo.id]);
    });

    it('a store: the stock of all its branches leaves every zone, and returns when it is activated', async () => {
      const res = await asValencia({ method: 'PUT', url: '/admin/tienda/1/estatus', payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().estatus).toBe(2);
      for (const zona of ['caracas', 'valencia']) expect((await detail(solo.slug, zona)).statusCode, zona).toBe(404);
      expect(await searchHits(`objectID:${solo.id} AND (${storefrontFilter(1, 1)} OR ${storefrontFilter(2, 1)})`)).toEqual([]);
      expect((await detail(both.slug, 'valencia')).json().producto.precio.precio).toBe('9.99');
      const category = await t.api({ url: '/api/categoria/supermercado?zona=caracas' });
      expect(category.json().categoria.every((c: { total: number }) => c.total === 0)).toBe(true);
      expect((await auditRows('tienda', 1)).map((r) => [r.accion, r.cambios])).toEqual([['estatus', { estatus: { antes: 1, despues: 2 } }]]);

      // deactivating through the edit form does the same
      await api({ method: 'PUT', url: '/admin/tienda/1/estatus', payload: { estatus: 1 } });
      expect((await detail(solo.slug, 'caracas')).statusCode).toBe(200);
      const edit = await api({ method: 'PUT', url: '/admin/tienda/1', payload: { nombre: 'Automercado Central', rif: 'J-40123456-9', estatus: 2 } });
      expect(edit.json().estatus).toBe(2);
      expect(await searchHits(`objectID:${solo.id} AND ${storefrontFilter(1, 1)}`)).toEqual([]);
      await api({ method: 'PUT', url: '/admin/tienda/1/estatus', payload: {} });
      expect(await searchHits(`objectID:${solo.id} AND ${storefrontFilter(1, 1)}`)).toEqual([solo.id]);
      expect((await detail(solo.slug, 'valencia')).statusCode).toBe(200);
    });
  });
});
