import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { producto } from '../../src/server/catalog/tables';
import { inventario, precio } from '../../src/server/inventory/tables';
import { listaRapida, listaRapidaProducto } from '../../src/server/quick-lists/tables';
import type { ImagenSubida, ListaRapidaAdmin, ProductoElegible } from '../../src/shared/contracts/admin-publicidad';
import type { Inicio, ListaRapidaDetalle } from '../../src/shared/contracts/catalog-pages';
import { PUBLICIDAD_MESSAGES } from '../../src/shared/publicidad-rules';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { multipartImage, pngOf } from '../helpers/upload';

const Z = '/admin/lista-rapida/zona/caracas';

describe.each(testBackends())('admin lista rápida (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;
  /** Five products the Caracas storefront sells to guests. */
  let five: number[];

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) => t.api({ method, url: `${Z}${path}`, token: staff.token, payload });
  const storefrontList = async (slug: string) => (await t.api({ url: `/api/lista-rapida/zona/caracas/${slug}` })).json() as ListaRapidaDetalle;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_LISTA_RAPIDA', 'ROLE_ZONA_caracas']);
    five = ((await t.api({ url: '/api/website/inicio/caracas' })).json() as Inicio).oferta.slice(0, 5).map((p) => p.id);
  });
  afterAll(() => t.close());

  it("lists the staff member's zones and the zone's lists with their products", async () => {
    const zonas = (await t.api({ url: '/admin/lista-rapida/zona', token: staff.token })).json() as { slug: string; listas: number }[];
    expect(zonas).toEqual([expect.objectContaining({ slug: 'caracas', listas: 4 })]);
    const lists = (await call('GET', '/listado')).json() as ListaRapidaAdmin[];
    expect(lists.map((l) => l.nombre)).toEqual(['Desayuno venezolano', 'Limpieza del hogar', 'Parrilla', 'Lonchera escolar']);
    expect(lists[0]!.producto.length).toBeGreaterThan(3);
  });

  it('builds a list of 5 products with quantities and an image, shown on the storefront at once', async () => {
    const res = await call('POST', '/registrar', { nombre: 'Compra de la semana', descripcion: 'Lo básico' });
    expect(res.statusCode, res.body).toBe(201);
    const lista = res.json() as ListaRapidaAdmin;
    expect(lista).toMatchObject({ slug: 'compra-de-la-semana', estatus: 1, producto: [] });

    const withProducts = await call('PUT', `/producto/${lista.id}`, { producto: five.map((productoId) => ({ productoId })) });
    expect(withProducts.statusCode, withProducts.body).toBe(200);
    const items = (withProducts.json() as ListaRapidaAdmin).producto;
    expect(items.map((p) => p.id)).toEqual(five);
    // no quantity given: the product's minimum
    for (const p of items) expect(p.cantidad).toBe(Math.max(1, p.modalidad!.minimo) * Math.max(1, p.modalidad!.unidad));

    const first = items[0]!;
    const step = Math.max(1, first.modalidad!.grupo) * Math.max(1, first.modalidad!.unidad);
    const quantities = await call('PUT', `/cantidad/${lista.id}`, { producto: [{ productoId: first.id, cantidad: first.cantidad + step }] });
    expect(quantities.statusCode, quantities.body).toBe(200);
    expect((quantities.json() as ListaRapidaAdmin).producto[0]!.cantidad).toBe(first.cantidad + step);

    const image = await t.api({ method: 'POST', url: `${Z}/imagen/${lista.id}`, token: staff.token, ...multipartImage(await pngOf(80, 80)) });
    expect(image.statusCode, image.body).toBe(200);
    expect((image.json() as ListaRapidaAdmin).imagen?.sizes.md).toMatch(new RegExp(`^/uploads/lista-rapida/1/${lista.id}/[a-f0-9]+-md\\.webp$`));

    const shown = await storefrontList('compra-de-la-semana');
    expect(shown.producto.map((p) => p.producto.id)).toEqual(five);
    expect(shown.producto[0]!.cantidad).toBe(first.cantidad + step);
    expect(shown.listaRapida.imagen).not.toBeNull();
    const audited = await t.database.db.select({ accion: bitacora.accion }).from(bitacora).where(and(eq(bitacora.recurso, 'lista_rapida'), eq(bitacora.registroId, String(lista.id))));
    expect(audited.map((a) => a.accion).sort()).toEqual(['crear', 'editar', 'editar', 'imagen']);
  });

  it('refuses a quantity off the product step, under the minimum or over the maximum, writing nothing', async () => {
    const [lista] = await t.database.db.select().from(listaRapida).where(and(eq(listaRapida.zonaId, 1), eq(listaRapida.slug, 'desayuno-venezolano')));
    const [item] = await t.database.db.select().from(listaRapidaProducto).where(eq(listaRapidaProducto.listaRapidaId, lista!.id)).limit(1);
    // this product is sold in twos from 4, at most 10 (normal plan, Caracas)
    const rows = await t.database.db.select({ id: inventario.id }).from(inventario).where(and(eq(inventario.zonaId, 1), eq(inventario.productoId, item!.productoId)));
    await t.database.db
      .update(precio)
      .set({ minimo: 4, grupo: 2, unidad: 1, maximo: 10 })
      .where(and(eq(precio.usuarioTipo, 1), sql`${precio.inventarioId} in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`));
    const key = `cantidad.${item!.productoId}`;
    for (const [cantidad, message] of [
      [5, 'La cantidad debe ser 4 más múltiplos de 2'],
      [2, 'La cantidad mínima es 4'],
      [12, 'La cantidad máxima es 10'],
    ] as const) {
      const res = await call('PUT', `/cantidad/${lista!.id}`, { producto: [{ productoId: item!.productoId, cantidad }] });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errores[key]).toMatch(message);
    }
    const [after] = await t.database.db.select().from(listaRapidaProducto).where(and(eq(listaRapidaProducto.listaRapidaId, lista!.id), eq(listaRapidaProducto.productoId, item!.productoId)));
    expect(after!.cantidad).toBe(item!.cantidad);
    const ok = await call('PUT', `/cantidad/${lista!.id}`, { producto: [{ productoId: item!.productoId, cantidad: 8 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    const notInList = await call('PUT', `/cantidad/${lista!.id}`, { producto: [{ productoId: 999999, cantidad: 1 }] });
    expect(notInList.json().errores['cantidad.999999']).toMatch(PUBLICIDAD_MESSAGES.productoNoEsta);
  });

  it('refuses products of another zone, duplicate names and blank names; uploads go to the zone pool', async () => {
    const [elsewhere] = await t.database.db
      .select({ id: producto.id })
      .from(producto)
      .where(sql`not exists (select 1 from ${inventario} where ${inventario.productoId} = ${producto.id} and ${inventario.zonaId} = 1)`)
      .limit(1);
    const lists = (await call('GET', '/listado')).json() as ListaRapidaAdmin[];
    const res = await call('PUT', `/producto/${lists[1]!.id}`, { producto: [{ productoId: five[0]! }, { productoId: elsewhere!.id }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errores.producto).toMatch(PUBLICIDAD_MESSAGES.productoAjeno);
    const dup = await call('POST', '/registrar', { nombre: 'parrilla' });
    expect([dup.statusCode, dup.json().errores]).toEqual([422, { nombre: PUBLICIDAD_MESSAGES.nombreTomado, slug: PUBLICIDAD_MESSAGES.slugTomado }]);
    const blank = await call('POST', '/registrar', { nombre: '  ' });
    expect(blank.json().errores.nombre).toBe(PUBLICIDAD_MESSAGES.textoVacio);

    const pool = await t.api({ method: 'POST', url: '/admin/zona/caracas/imagenlistarapida', token: staff.token, ...multipartImage(await pngOf(40, 40)) });
    expect(pool.statusCode, pool.body).toBe(201);
    const edited = await call('PUT', `/editar/${lists[1]!.id}`, { nombre: lists[1]!.nombre, imagenId: (pool.json() as ImagenSubida).id });
    expect((edited.json() as ListaRapidaAdmin).imagen).toEqual((pool.json() as ImagenSubida).imagen);

    const search = (await call('GET', '/producto?q=harina')).json() as ProductoElegible[];
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((p) => p.vendible && /harina/i.test(p.nombre))).toBe(true);
  });

  it('a deactivated list leaves the storefront, and another zone stays closed', async () => {
    const lists = (await call('GET', '/listado')).json() as ListaRapidaAdmin[];
    const parrilla = lists.find((l) => l.slug === 'parrilla')!;
    expect((await call('PUT', `/estatus/${parrilla.id}`, {})).statusCode).toBe(200);
    expect((await t.api({ url: '/api/lista-rapida/zona/caracas/parrilla' })).statusCode).toBe(404);
    const other = await t.api({ url: '/admin/lista-rapida/zona/valencia/listado', token: staff.token });
    expect([other.statusCode, other.json().mensaje]).toEqual([403, ACCESS_MESSAGES.zona]);
    const upload = await t.api({ method: 'POST', url: '/admin/zona/valencia/imagenlistarapida', token: staff.token, ...multipartImage(await pngOf(40, 40)) });
    expect(upload.statusCode).toBe(403);
  });
});
