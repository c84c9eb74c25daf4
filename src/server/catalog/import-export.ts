/** CSV import's template and export, in the import's own format (a round trip); formula-like cells are prefixed. */
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_COLUMNAS, IMPORT_PLANES } from '../../shared/contracts/admin-import';
import { Estatus } from '../../shared/enums';
import type { Db } from '../db/client';
import { inventario, precio, sucursal } from '../inventory/tables';
import { listZones, type StaffZones } from '../zones/service';
import { PLAN_ID } from './import-check';
import { neutralizeFormula } from './product-admin-export';
import { categoria, etiqueta, producto, productoEtiqueta } from './tables';

const csvText = (rows: (string | number)[][]) =>
  stringify(
    rows.map((r) => r.map((c) => neutralizeFormula(String(c)))),
    { record_delimiter: 'windows', quoted_match: /[";\n\r]/ },
  );

/** Header plus two example lines (a product at a branch with the three plans, and one without stock). */
export function importTemplate(ejemplo: { categoria: string; etiqueta: string; zona: string; sucursal: string }): string {
  const precios = (p: string, o: string) => [p, o, 1, '', 1, 1];
  return `\uFEFF${csvText([
    [...IMPORT_COLUMNAS],
    [
      'EJEMPLO-001',
      'Arroz Blanco Ejemplo 1 kg',
      ejemplo.categoria,
      ejemplo.etiqueta,
      '0',
      'Marca Ejemplo',
      'Cambie o borre estas filas de ejemplo. Precios con punto decimal; etiquetas separadas por |; zona por su slug; sucursal por su id o nombre; máximo vacío = sin máximo.',
      'Activo',
      ejemplo.zona,
      ejemplo.sucursal,
      100,
      ...precios('2.50', '2.25'),
      ...precios('2.40', '0'),
      ...precios('2.10', '0'),
    ],
    ['EJEMPLO-002', 'Producto Sin Existencia Ejemplo', ejemplo.categoria, '', '16', '', 'Sin zona ni sucursal: solo crea o actualiza el producto.', 'Inactivo', '', '', '', ...Array(18).fill('')],
  ])}`;
}

export async function templateExample(db: Db, zonas: StaffZones) {
  const [cat] = await db
    .select({ slug: categoria.slug })
    .from(categoria)
    .where(sql`not exists (select 1 from categoria hijo where hijo.padre_id = ${categoria.id})`)
    .orderBy(asc(categoria.id))
    .limit(1);
  const [tag] = await db.select({ slug: etiqueta.slug }).from(etiqueta).orderBy(asc(etiqueta.id)).limit(1);
  const zones = (await listZones(db)).filter((z) => zonas.ids.includes(z.id));
  const zone = zones[0];
  const [branch] = zone ? await db.select({ nombre: sucursal.nombre }).from(sucursal).where(eq(sucursal.zonaId, zone.id)).orderBy(asc(sucursal.id)).limit(1) : [];
  return { categoria: cat?.slug ?? 'categoria', etiqueta: tag?.slug ?? '', zona: zone?.slug ?? 'caracas', sucursal: branch?.nombre ?? '1' };
}

const BATCH = 1000;

/**
 * Every product in the import format: one line per stock row in the caller's zones (or one line without a
 * branch for a product with none there), in batches by product id.
 */
export async function* exportImportCsv(db: Db, zonas: StaffZones): AsyncGenerator<string> {
  const zones = new Map((await listZones(db)).map((z) => [z.id, z.slug]));
  const tagSlugs = new Map((await db.select({ id: etiqueta.id, slug: etiqueta.slug }).from(etiqueta)).map((e) => [e.id, e.slug]));
  const catSlugs = new Map((await db.select({ id: categoria.id, slug: categoria.slug }).from(categoria)).map((c) => [c.id, c.slug]));
  yield `\uFEFF${csvText([[...IMPORT_COLUMNAS]])}`;
  let after = 0;
  for (;;) {
    const products = await db.select().from(producto).where(sql`${producto.id} > ${after}`).orderBy(asc(producto.id)).limit(BATCH);
    if (!products.length) return;
    const ids = products.map((p) => p.id);
    const [tags, stock] = await Promise.all([
      db.select().from(productoEtiqueta).where(inArray(productoEtiqueta.productoId, ids)).orderBy(asc(productoEtiqueta.etiquetaId)),
      db
        .select({ id: inventario.id, productoId: inventario.productoId, sucursalId: inventario.sucursalId, zonaId: inventario.zonaId, existencia: inventario.existencia })
        .from(inventario)
        .where(and(inArray(inventario.productoId, ids), zonas.all ? undefined : inArray(inventario.zonaId, zonas.ids.length ? zonas.ids : [0])))
        .orderBy(asc(inventario.productoId), asc(inventario.id)),
    ]);
    const prices = stock.length ? await db.select().from(precio).where(inArray(precio.inventarioId, stock.map((s) => s.id))) : [];
    const rows: (string | number)[][] = [];
    for (const p of products) {
      const base = [
        p.codigo,
        p.nombre,
        catSlugs.get(p.categoriaId) ?? '',
        tags
          .filter((t) => t.productoId === p.id)
          .map((t) => tagSlugs.get(t.etiquetaId))
          .join('|'),
        Number(p.impuesto).toString(),
        p.marca ?? '',
        p.descripcion,
        p.estatus === Estatus.ACTIVO ? 'Activo' : 'Inactivo',
      ];
      const own = stock.filter((s) => s.productoId === p.id);
      if (!own.length) rows.push([...base, '', '', '', ...Array(18).fill('')]);
      for (const s of own) {
        const planCells = IMPORT_PLANES.flatMap((plan) => {
          const pr = prices.find((x) => x.inventarioId === s.id && x.usuarioTipo === PLAN_ID[plan]);
          return pr ? [pr.precio, pr.oferta, pr.minimo, pr.maximo ?? '', pr.grupo, pr.unidad] : ['', '', '', '', '', ''];
        });
        rows.push([...base, zones.get(s.zonaId) ?? '', s.sucursalId, s.existencia, ...planCells]);
      }
    }
    yield csvText(rows);
    after = ids[ids.length - 1]!;
  }
}
