/**
 * CSV import of products, stock and prices: dry run reports exactly the bad lines and writes nothing,
 * apply writes every line in one transaction (audited, in search at once), limits and bad files refused
 * with Spanish messages, zone and inventory permissions, template and export round trip.
 */
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { categoria, etiqueta, producto, productoEtiqueta } from '../../src/server/catalog/tables';
import { inventario, precio } from '../../src/server/inventory/tables';
import type { ProductoBusqueda } from '../../src/server/search/records';
import { IMPORT_COLUMNAS, IMPORT_MENSAJES, type ImportReporte } from '../../src/shared/contracts/admin-import';
import { login, testBackends } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { createSearchApp, type SearchTestApp } from './search-setup';

function upload(content: Buffer | string, field = 'archivo'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mzimportar${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="productos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' } };
}

type Row = Partial<Record<(typeof IMPORT_COLUMNAS)[number], string>>;
const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: Row[], columns: readonly string[] = IMPORT_COLUMNAS) =>
  [columns.join(','), ...rows.map((r) => columns.map((c) => cell((r as Record<string, string>)[c] ?? '')).join(','))].join('\r\n') + '\r\n';

describe.each(testBackends())('admin importar CSV (%s)', (backend) => {
  let t: SearchTestApp;
  let admin: string;
  let hoja: string;
  let tag: string;
  const db = () => t.database.db;
  const post = (modo: string, content: Buffer | string, token = admin, field = 'archivo') =>
    t.api({ method: 'POST', url: `/admin/producto/importar?modo=${modo}`, token, ...upload(content, field) });
  const counts = async () => ({
    producto: await db().$count(producto),
    inventario: await db().$count(inventario),
    precio: await db().$count(precio),
    bitacora: await db().$count(bitacora),
    etiquetas: await db().$count(productoEtiqueta),
  });
  const row = (i: number, over: Row = {}): Row => ({
    codigo: `IMP-${String(i).padStart(4, '0')}`,
    nombre: `Producto Importado Número ${String(i).padStart(4, '0')}`,
    categoria: hoja,
    etiquetas: tag,
    impuesto: '16',
    marca: 'Marca Ñ',
    descripcion: 'Descripción, con coma',
    estatus: 'Activo',
    zona: 'valencia',
    sucursal: 'Central El Prebo',
    existencia: '25',
    normal_precio: '5.00',
    normal_oferta: '4.50',
    prime_precio: '4.80',
    mayorista_precio: '4.00',
    mayorista_minimo: '6',
    mayorista_grupo: '6',
    ...over,
  });
  const hits = async (filters: string) => {
    const { results } = await t.client(t.config.searchAdminKey).search<ProductoBusqueda>({ requests: [{ indexName: 'productos', hitsPerPage: 10, filters }] });
    return (results[0] as { hits: ProductoBusqueda[] }).hits;
  };

  // pg warns (once per process) when a query is sent on a client still running one: a transaction's
  // queries overlapping (Promise.all on tx), which pg 9 refuses; every test here runs the import paths
  const overlapping: string[] = [];
  const onWarning = (w: Error) => void (w.message.includes('already executing a query') && overlapping.push(w.stack ?? w.message));

  beforeAll(async () => {
    process.on('warning', onWarning);
    t = await createSearchApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    const [leaf] = await db()
      .select({ slug: categoria.slug })
      .from(categoria)
      .where(sql`not exists (select 1 from categoria h where h.padre_id = ${categoria.id})`)
      .orderBy(asc(categoria.id))
      .limit(1);
    hoja = leaf!.slug;
    tag = (await db().select({ slug: etiqueta.slug }).from(etiqueta).orderBy(asc(etiqueta.id)).limit(1))[0]!.slug;
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t.close();
  });

  it('a 200-line file with 3 bad lines: the dry run reports exactly those 3 and writes nothing; fixed, apply writes all 200', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => row(i + 1));
    rows[9] = row(10, { normal_oferta: '5.00' }); // line 11
    rows[49] = row(50, { categoria: 'no-existe' }); // line 51
    rows[149] = row(150, { existencia: '-3' }); // line 151
    const before = await counts();
    const res = await post('prueba', toCsv(rows));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ImportReporte;
    expect(report).toMatchObject({ modo: 'prueba', filas: 200, validas: 197, filasConErrores: 3, aplicado: false, productosCreados: 0 });
    expect(report.errores).toEqual([
      { linea: 11, columna: 'normal_oferta', mensaje: 'La oferta debe ser menor que el precio' },
      { linea: 51, columna: 'categoria', mensaje: "La categoría 'no-existe' no existe" },
      { linea: 151, columna: 'existencia', mensaje: 'La existencia debe ser un entero entre 0 y 10000000' },
    ]);
    expect(await counts()).toEqual(before);

    // applying the bad file is refused with the same report, nothing written
    const refused = await post('aplicar', toCsv(rows));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ codigo: 422, mensaje: IMPORT_MENSAJES.conErrores, filasConErrores: 3, aplicado: false });
    expect((refused.json() as ImportReporte).errores.map((e) => e.linea)).toEqual([11, 51, 151]);
    expect(await counts()).toEqual(before);

    rows[9] = row(10);
    rows[49] = row(50);
    rows[149] = row(150);
    const fixed = await post('prueba', toCsv(rows));
    expect(fixed.json()).toMatchObject({ filas: 200, validas: 200, filasConErrores: 0, errores: [] });
    const applied = await post('aplicar', toCsv(rows));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      modo: 'aplicar',
      aplicado: true,
      filas: 200,
      productosCreados: 200,
      productosActualizados: 0,
      inventariosCreados: 200,
      inventariosActualizados: 0,
    });
    const after = await counts();
    expect(after.producto - before.producto).toBe(200);
    expect(after.inventario - before.inventario).toBe(200);
    expect(after.precio - before.precio).toBe(600);
    expect(after.etiquetas - before.etiquetas).toBe(200);
    // one 'importar' entry per product and one per stock row
    expect(after.bitacora - before.bitacora).toBe(400);

    const [p] = await db().select().from(producto).where(eq(producto.codigo, 'IMP-0010'));
    expect(p).toMatchObject({ nombre: 'Producto Importado Número 0010', impuesto: '16.00', marca: 'Marca Ñ', descripcion: 'Descripción, con coma', estatus: 1 });
    const [inv] = await db().select().from(inventario).where(eq(inventario.productoId, p!.id));
    expect(inv).toMatchObject({ sucursalId: 2, zonaId: 2, existencia: 25 });
    const prices = await db().select().from(precio).where(eq(precio.inventarioId, inv!.id)).orderBy(asc(precio.usuarioTipo));
    expect(prices.map((x) => [x.usuarioTipo, x.precio, x.oferta, x.minimo, x.maximo, x.grupo, x.unidad])).toEqual([
      [1, '5.00', '4.50', 1, null, 1, 1],
      [2, '4.80', '0.00', 1, null, 1, 1],
      [3, '4.00', '0.00', 6, null, 6, 1],
    ]);
    const audits = await db()
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.recurso, 'producto'), eq(bitacora.registroId, String(p!.id))));
    expect(audits.map((a) => a.accion)).toEqual(['importar']);

    // in search at once, at its offer price in Valencia
    const [hit] = await hits(`objectID:${p!.id}`);
    expect(hit!.nombre).toBe('Producto Importado Número 0010');
    expect(hit!.disponibilidad.zon2ust1).toMatchObject({ existencia: 25, precio: '5.00', oferta: '4.50' });

    // the same codes again update (stock set, price changed), nothing created
    rows[9] = row(10, { existencia: '7', normal_precio: '6.00', normal_oferta: '5.10' });
    const again = await post('aplicar', toCsv(rows));
    expect(again.json()).toMatchObject({ productosCreados: 0, productosActualizados: 200, inventariosCreados: 0, inventariosActualizados: 200 });
    expect((await db().select().from(inventario).where(eq(inventario.id, inv!.id)))[0]!.existencia).toBe(7);
    expect((await hits(`objectID:${p!.id}`))[0]!.disponibilidad.zon2ust1).toMatchObject({ existencia: 7, precio: '6.00', oferta: '5.10' });
    expect(await db().$count(producto, like(producto.codigo, 'IMP-%'))).toBe(200);
  });

  it('reports duplicated codes, a product whose lines disagree and names taken by another code', async () => {
    const rows = [
      row(501),
      row(501), // same code, same branch
      row(501, { sucursal: '4' }), // another branch of the same zone: fine
      row(502, { sucursal: '4' }),
      row(502, { zona: '', sucursal: '', existencia: '', normal_precio: '', normal_oferta: '', prime_precio: '', mayorista_precio: '', mayorista_minimo: '', mayorista_grupo: '', nombre: 'Otro Nombre' }),
      row(503, { nombre: 'Producto Importado Número 0501' }),
    ];
    const res = await post('prueba', toCsv(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImportReporte).errores).toEqual([
      { linea: 3, columna: 'codigo', mensaje: 'Código duplicado en el archivo: ya aparece en la línea 2 para la misma sucursal' },
      { linea: 6, columna: '', mensaje: 'Los datos del producto IMP-0502 difieren de los de la línea 5' },
      { linea: 7, columna: 'nombre', mensaje: 'Nombre repetido en el archivo: la línea 2 lo usa con el código IMP-0501' },
    ]);
  });

  it('refuses missing columns, non-UTF-8 bytes, an empty file and a file without the archivo field', async () => {
    const before = await counts();
    const missing = await post('prueba', toCsv([row(601)], IMPORT_COLUMNAS.filter((c) => c !== 'categoria' && c !== 'existencia')));
    expect([missing.statusCode, missing.json().mensaje]).toEqual([400, 'Faltan columnas en el encabezado: categoria, existencia']);

    const latin1 = Buffer.from(toCsv([row(602, { nombre: 'Café Señorial' })]), 'latin1');
    const encoding = await post('prueba', latin1);
    expect([encoding.statusCode, encoding.json().mensaje]).toEqual([400, IMPORT_MENSAJES.codificacion]);

    const empty = await post('prueba', IMPORT_COLUMNAS.join(',') + '\r\n');
    expect([empty.statusCode, empty.json().mensaje]).toEqual([400, IMPORT_MENSAJES.vacio]);

    const noField = await post('prueba', toCsv([row(603)]), admin, 'otro');
    expect([noField.statusCode, noField.json().mensaje]).toEqual([400, IMPORT_MENSAJES.sinArchivo]);

    const badMode = await post('borrar', toCsv([row(604)]));
    expect(badMode.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses files over 10,000 lines or 5 MB with the limit message, and keeps formula cells as text', async () => {
    const many = [IMPORT_COLUMNAS.join(','), ...Array.from({ length: 10_001 }, (_, i) => `X${i},Nombre ${i},${hoja}`)].join('\n');
    const rows = await post('prueba', many);
    expect([rows.statusCode, rows.json().mensaje]).toEqual([413, IMPORT_MENSAJES.muchasFilas]);
    expect(IMPORT_MENSAJES.muchasFilas).toBe('El archivo supera el máximo de 10.000 filas por importación: divídalo en varios archivos');

    const big = toCsv([row(701, { descripcion: 'x'.repeat(5 * 1024 * 1024 + 10) })]);
    const bytes = await post('prueba', big);
    expect([bytes.statusCode, bytes.json().mensaje]).toEqual([413, IMPORT_MENSAJES.muyGrande]);

    const formula = await post('aplicar', toCsv([row(702, { descripcion: '=cmd|"/c calc"!A1', marca: '@SUM(1)' })]));
    expect(formula.statusCode, formula.body).toBe(200);
    const [p] = await db().select().from(producto).where(eq(producto.codigo, 'IMP-0702'));
    expect([p!.descripcion, p!.marca]).toEqual(['=cmd|"/c calc"!A1', '@SUM(1)']);
    // and the export puts the apostrophe back in front
    const exported = await t.api({ url: '/admin/producto/importar/exportar', token: admin });
    expect(exported.body).toContain(`IMP-0702,Producto Importado Número 0702,${hoja},${tag},16,'@SUM(1),"'=cmd|""/c calc""!A1"`);
  });

  it("reports another zone's lines with the zone message, and needs ROLE_INVENTARIO for stock lines", async () => {
    const caracas = (await staffMember(t, ['ROLE_PRODUCTO', 'ROLE_INVENTARIO', 'ROLE_ZONA_caracas'])).token;
    const res = await post('prueba', toCsv([row(801, { zona: 'caracas', sucursal: '1' }), row(802)]), caracas);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImportReporte).errores).toEqual([{ linea: 3, columna: 'zona', mensaje: 'No tiene los permisos de la Zona necesaria para esta área' }]);
    const refused = await post('aplicar', toCsv([row(801, { zona: 'caracas', sucursal: '1' }), row(802)]), caracas);
    expect(refused.statusCode).toBe(422);
    expect(await db().$count(producto, like(producto.codigo, 'IMP-080%'))).toBe(0);

    const soloProducto = (await staffMember(t, ['ROLE_PRODUCTO', 'ROLE_ZONA_valencia'])).token;
    for (const modo of ['prueba', 'aplicar']) {
      const denied = await post(modo, toCsv([row(803)]), soloProducto);
      expect([denied.statusCode, denied.json()]).toEqual([403, { codigo: 403, mensaje: IMPORT_MENSAJES.inventario }]);
    }
    const productOnly = { zona: '', sucursal: '', existencia: '', normal_precio: '', normal_oferta: '', prime_precio: '', mayorista_precio: '', mayorista_minimo: '', mayorista_grupo: '' };
    const ok = await post('aplicar', toCsv([row(804, productOnly)]), soloProducto);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ productosCreados: 1, inventariosCreados: 0 });

    const sinProducto = (await staffMember(t, ['ROLE_INVENTARIO', 'ROLE_ZONA_valencia'])).token;
    expect((await post('prueba', toCsv([row(805)]), sinProducto)).statusCode).toBe(403);
  });

  it('round trip: the template and the export in the import format pass the dry run with 0 errors', async () => {
    const template = await t.api({ url: '/admin/producto/importar/plantilla', token: admin });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = template.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(IMPORT_COLUMNAS.join(','));
    expect(lines).toHaveLength(3);
    const checked = await post('prueba', template.rawPayload);
    expect(checked.json()).toMatchObject({ filas: 2, validas: 2, filasConErrores: 0, errores: [] });

    const exported = await t.api({ url: '/admin/producto/importar/exportar', token: admin });
    expect(exported.statusCode).toBe(200);
    const filas = exported.body.trim().split('\r\n').length - 1;
    expect(filas).toBeGreaterThan(200);
    const before = await counts();
    const dry = await post('prueba', exported.rawPayload);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json() as ImportReporte;
    expect(report.errores).toEqual([]);
    expect(report).toMatchObject({ filas, validas: filas, filasConErrores: 0 });
    expect(await counts()).toEqual(before);
  });

  it('sends no query on a connection that is still running one (the import inside its transaction)', async () => {
    const applied = await post('aplicar', toCsv([row(9001)]));
    expect(applied.statusCode, applied.body).toBe(200);
    await new Promise((r) => setImmediate(r));
    expect(overlapping).toEqual([]);
  });
});
