/**
 * The product and inventory lists' totals are cached per filter (catalog/admin-totals.ts): every back-office
 * write that changes what a filter counts (status, image, stock, prices, bulk offer and stock, CSV import)
 * must show in the very next list, equal to a fresh count in the database.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { producto } from '../../src/server/catalog/tables';
import { inventario } from '../../src/server/inventory/tables';
import { IMPORT_COLUMNAS } from '../../src/shared/contracts/admin-import';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

function multipart(field: string, content: Buffer, filename: string, type: string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mztotales${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' } };
}

describe.each(testBackends())('admin list totals follow every write (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  const count = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const total = async (resource: 'producto' | 'inventario', filter: object) => {
    const res = await t.api({ token: admin, url: `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]` });
    expect(res.statusCode, res.body).toBe(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };
  const offered = sql`select count(*)::int as n from producto p where exists (select 1 from inventario i join precio pr on pr.inventario_id = i.id
    where i.producto_id = p.id and i.estatus = 1 and pr.estatus = 1 and pr.oferta > 0)`;
  const stockRowsOnOffer = sql`select count(*)::int as n from inventario i where exists (select 1 from precio pr where pr.inventario_id = i.id
    and pr.estatus = 1 and pr.oferta > 0)`;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
  });
  afterAll(async () => t?.close());

  it('status and main image: the next list counts the change', async () => {
    const [p] = await t.database.db.select({ id: producto.id }).from(producto).where(eq(producto.estatus, 1)).limit(1);
    const inactive = await total('producto', { estatus: 2 });
    const withImage = await total('producto', { conImagen: true });
    expect((await t.api({ token: admin, method: 'PUT', url: `/admin/producto/${p!.id}/estatus`, payload: {} })).statusCode).toBe(200);
    expect(await total('producto', { estatus: 2 })).toBe(inactive + 1);
    expect(await total('producto', { estatus: 2 })).toBe(await count(sql`select count(*)::int as n from producto where estatus = 2`));

    await t.database.db.update(producto).set({ principalImagen: null }).where(eq(producto.id, p!.id));
    // a write outside the back office's services is not seen until the cache expires: a service write drops it
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const up = await t.api({ token: admin, method: 'POST', url: `/admin/producto/${p!.id}/imagen`, ...multipart('imagen', png, 'foto.png', 'image/png') });
    expect(up.statusCode, up.body).toBe(200);
    const fresh = await count(sql`select count(*)::int as n from producto where principal_imagen is not null`);
    expect(await total('producto', { conImagen: true })).toBe(fresh);
    expect(await total('producto', { conImagen: false })).toBe(await count(sql`select count(*)::int as n from producto where principal_imagen is null`));
    expect((await t.api({ token: admin, method: 'DELETE', url: `/admin/producto/${p!.id}/imagen` })).statusCode).toBe(200);
    expect(await total('producto', { conImagen: true })).toBe(fresh - 1);
    expect(withImage).toBeGreaterThanOrEqual(0);
  });

  it('bulk offer, prices and bulk stock: offer and stock totals of both lists at once', async () => {
    const [row] = (
      (await t.database.db.execute(sql`select i.id, i.producto_id as "productoId", i.zona_id as "zonaId", i.sucursal_id as "sucursalId", z.slug
        from inventario i join zona z on z.id = i.zona_id
        where i.estatus = 1 and i.existencia > 0 and not exists (select 1 from precio pr where pr.inventario_id = i.id and pr.oferta > 0)
        and not exists (select 1 from inventario o join precio pr on pr.inventario_id = o.id where o.producto_id = i.producto_id and pr.oferta > 0)
        order by i.id limit 1`)) as unknown as { rows: { id: number; productoId: number; zonaId: number; sucursalId: number; slug: string }[] }
    ).rows;
    expect(row).toBeDefined();
    const products = await total('producto', { enOferta: true });
    const rows = await total('inventario', { enOferta: true });
    const withoutOffer = await total('producto', { enOferta: false });
    const bulk = await t.api({ token: admin, method: 'POST', url: '/admin/inventario/lote/oferta', payload: { ids: [row!.id], porcentaje: 10, planes: [1] } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await total('producto', { enOferta: true })).toBe(products + 1);
    expect(await total('producto', { enOferta: false })).toBe(withoutOffer - 1);
    expect(await total('inventario', { enOferta: true })).toBe(rows + 1);
    expect(await total('producto', { enOferta: true })).toBe(await count(offered));
    expect(await total('inventario', { enOferta: true })).toBe(await count(stockRowsOnOffer));

    // the offer off again through the row's price form
    const path = `/admin/inventario/zona/${row!.slug}/sucursal/${row!.sucursalId}/producto/${row!.productoId}/precio`;
    const current = await t.api({ token: admin, url: `/admin/inventario/${row!.id}` });
    const precios = (current.json() as { precios: Record<string, unknown>[] }).precios.map(({ id: _id, estatus: _e, ...p }) => ({ ...p, oferta: '0', maximo: p.maximo ?? 0 }));
    const put = await t.api({ token: admin, method: 'PUT', url: path, payload: { precios } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await total('producto', { enOferta: true })).toBe(products);
    expect(await total('inventario', { enOferta: true })).toBe(rows);

    const stocked = await total('inventario', { conStock: true });
    const inZone = await total('producto', { conStock: true, zonaId: row!.zonaId });
    const existencia = (await t.database.db.select({ e: inventario.existencia }).from(inventario).where(eq(inventario.id, row!.id)))[0]!.e;
    const emptied = await t.api({ token: admin, method: 'POST', url: '/admin/inventario/lote/existencia', payload: { ids: [row!.id], ajuste: -existencia } });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await total('inventario', { conStock: true })).toBe(stocked - 1);
    const fresh = await count(sql`select count(*)::int as n from producto p where exists (select 1 from inventario i where i.producto_id = p.id
      and i.estatus = 1 and i.existencia > 0 and i.zona_id = ${row!.zonaId})`);
    expect(await total('producto', { conStock: true, zonaId: row!.zonaId })).toBe(fresh);
    expect(fresh).toBeLessThanOrEqual(inZone);
  });

  it('CSV import: new products and stock rows are in the next totals', async () => {
    const [leaf] = (
      (await t.database.db.execute(
        sql`select c.slug from categoria c where not exists (select 1 from categoria h where h.padre_id = c.id) order by c.id limit 1`,
      )) as unknown as { rows: { slug: string }[] }
    ).rows;
    const [branch] = (
      (await t.database.db.execute(sql`select s.id, z.slug from sucursal s join zona z on z.id = s.zona_id order by s.id limit 1`)) as unknown as {
        rows: { id: number; slug: string }[];
      }
    ).rows;
    const line = (i: number) => {
      const cells: Record<string, string> = {
        codigo: `TOT-${i}`,
        nombre: `Producto Totales ${i}`,
        categoria: leaf!.slug,
        impuesto: '16',
        estatus: 'Inactivo',
        zona: branch!.slug,
        sucursal: String(branch!.id),
        existencia: '3',
        normal_precio: '4.00',
        normal_oferta: '3.50',
      };
      return IMPORT_COLUMNAS.map((c) => cells[c] ?? '').join(',');
    };
    const csv = [IMPORT_COLUMNAS.join(','), line(1), line(2)].join('\r\n');
    const all = await total('producto', {});
    const inactive = await total('producto', { estatus: 2 });
    const offers = await total('inventario', { enOferta: true });
    const res = await t.api({ token: admin, method: 'POST', url: '/admin/producto/importar?modo=aplicar', ...multipart('archivo', Buffer.from(csv), 'p.csv', 'text/csv') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await total('producto', {})).toBe(all + 2);
    expect(await total('producto', { estatus: 2 })).toBe(inactive + 2);
    expect(await total('inventario', { enOferta: true })).toBe(offers + 2);
    expect(await total('inventario', { enOferta: true })).toBe(await count(stockRowsOnOffer));
    const [created] = await t.database.db.select({ id: producto.id }).from(producto).where(and(eq(producto.codigo, 'TOT-1')));
    expect(created).toBeDefined();
  });
});
