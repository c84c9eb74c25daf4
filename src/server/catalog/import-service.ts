/**
 * CSV import of products, stock and prices (format: shared/contracts/admin-import.ts).
 *
 * `checkImport` decodes (UTF-8 only), parses (csv-parse, comma or semicolon) and validates every line
 * against the database and the caller's zones, writing nothing. `applyImport` runs the same check and,
 * when no line is bad, writes everything in ONE transaction: products created or updated by code, tags
 * replaced, stock SET to the file's amount (absolute, not relative) and the plans' prices upserted per
 * branch. Audit: one 'importar' entry per product written (recurso producto) and one per stock row written
 * (recurso inventario), with before and after, inside the transaction. After the commit the touched
 * products are reindexed for search. The check: import-check.ts; the template and the export: import-export.ts.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { IMPORT_PLANES, IMPORT_MENSAJES as M, type ImportReporte } from '../../shared/contracts/admin-import';
import { Estatus } from '../../shared/enums';
import { slugify } from '../../shared/slug';
import { auditMany, type AuditEntry } from '../audit/service';
import { intArray } from '../db/arrays';
import type { Db, Tx } from '../db/client';
import { precioValues } from '../inventory/admin-rules';
import { inventario, precio } from '../inventory/tables';
import { reindexProducts } from '../search/sync';
import { catalogTotalsChanged } from './admin-totals';
import { decodeCsv, plan, type ImportCaller, type ProductoPlan } from './import-check';
import { producto, productoEtiqueta } from './tables';

function freeSlug(nombre: string, taken: Set<string>): string {
  const base = slugify(nombre) || 'producto';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 170)}-${n}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function chunks<T>(list: T[], size = 2000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type PrecioRow = typeof precio.$inferSelect;

async function pricesOf(tx: Tx, inventarioIds: number[]): Promise<Map<number, PrecioRow[]>> {
  const out = new Map<number, PrecioRow[]>();
  for (const part of chunks(inventarioIds)) {
    const rows = await tx
      .select()
      .from(precio)
      .where(sql`${precio.inventarioId} = any(${intArray(part)})`)
      .orderBy(asc(precio.inventarioId), asc(precio.usuarioTipo));
    for (const r of rows) out.set(r.inventarioId, [...(out.get(r.inventarioId) ?? []), r]);
  }
  return out;
}

/** A stock row's prices as flat audit fields: {'normal.precio': '1.00', ...}. */
function flatPrices(list: PrecioRow[]): Record<string, unknown> {
  return Object.fromEntries(
    list.flatMap((p) => {
      const plan = IMPORT_PLANES[p.usuarioTipo - 1] ?? String(p.usuarioTipo);
      return [
        [`${plan}.precio`, p.precio],
        [`${plan}.oferta`, p.oferta],
        [`${plan}.minimo`, p.minimo],
        [`${plan}.maximo`, p.maximo],
        [`${plan}.grupo`, p.grupo],
        [`${plan}.unidad`, p.unidad],
      ];
    }),
  );
}

/**
 * Applies a file with no bad line in one transaction (the check runs again inside it); a file with bad
 * lines is refused with its report (422) and nothing is written.
 */
export async function applyImport(db: Db, caller: ImportCaller, buffer: Buffer): Promise<{ status: 200 | 422; reporte: ImportReporte }> {
  const text = decodeCsv(buffer);
  const result = await db.transaction(async (tx) => {
    // one import at a time: two files naming the same new code cannot both create it
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('producto:importar'))`);
    const planned = await plan(tx, caller, text, 'aplicar');
    const { reporte } = planned;
    if (reporte.filasConErrores > 0) return { reporte, ids: [] as number[] };

    const ids = new Map<string, number>();
    const entries: AuditEntry[] = [];
    const slugs = new Set((await tx.select({ slug: producto.slug }).from(producto)).map((r) => r.slug));
    const codigos = [...planned.productos.keys()];
    const current = [];
    for (const part of chunks(codigos)) current.push(...(await tx.select().from(producto).where(inArray(sql`upper(${producto.codigo})`, part)).for('update')));
    const byCode = new Map(current.map((p) => [p.codigo.toUpperCase(), p]));
    const currentTags: (typeof productoEtiqueta.$inferSelect)[] = [];
    for (const part of chunks(current.map((p) => p.id))) {
      currentTags.push(...(await tx.select().from(productoEtiqueta).where(inArray(productoEtiqueta.productoId, part)).orderBy(asc(productoEtiqueta.etiquetaId))));
    }
    const now = new Date();
    const campos = (p: ProductoPlan) => ({
      nombre: p.nombre,
      codigo: p.codigo,
      categoriaId: p.categoriaId,
      impuesto: p.impuesto,
      marca: p.marca,
      descripcion: p.descripcion,
    });
    const plans = [...planned.productos.values()];
    const nuevos = plans.filter((p) => !byCode.has(p.codigo));
    for (const part of chunks(nuevos, 500)) {
      const rows = await tx
        .insert(producto)
        .values(part.map((p) => ({ ...campos(p), slug: freeSlug(p.nombre, slugs), estatus: p.estatus ?? Estatus.ACTIVO })))
        .returning();
      for (const row of rows) {
        const p = planned.productos.get(row.codigo)!;
        ids.set(row.codigo, row.id);
        entries.push({ recurso: 'producto', registroId: row.id, accion: 'importar', antes: null, despues: { ...row, etiquetaIds: p.etiquetaIds } });
        reporte.productosCreados++;
      }
    }
    const tagChanges: { id: number; etiquetaIds: number[] }[] = [];
    const tagsOf = new Map<number, number[]>();
    for (const t of currentTags) tagsOf.set(t.productoId, [...(tagsOf.get(t.productoId) ?? []), t.etiquetaId]);
    const updates = plans.filter((p) => byCode.has(p.codigo));
    // existing products: one UPDATE per 5,000 with the rows as one JSON parameter (json_to_recordset), not one
    // statement per product nor 8 bound values each (the query builder's walk of 80,000 values was most of it)
    for (const part of chunks(updates, 5000)) {
      const json = JSON.stringify(part.map((p) => ({ id: byCode.get(p.codigo)!.id, ...campos(p), estatus: p.estatus ?? null })));
      await tx.execute(sql`update producto as p set nombre = v.nombre, codigo = v.codigo, categoria_id = v."categoriaId", impuesto = v.impuesto,
        marca = v.marca, descripcion = v.descripcion, estatus = coalesce(v.estatus, p.estatus), actualizado_en = ${now}
        from json_to_recordset(${json}::json) as v(id int, nombre text, codigo text, "categoriaId" int, impuesto numeric, marca text,
          descripcion text, estatus smallint)
        where p.id = v.id`);
    }
    for (const p of plans) {
      const antes = byCode.get(p.codigo);
      const antesTags = antes ? (tagsOf.get(antes.id) ?? []) : [];
      if (antesTags.join(',') !== p.etiquetaIds.join(',')) tagChanges.push({ id: antes?.id ?? ids.get(p.codigo)!, etiquetaIds: p.etiquetaIds });
      if (!antes) continue;
      const despues = { ...antes, ...campos(p), ...(p.estatus !== undefined && { estatus: p.estatus }), actualizadoEn: now };
      ids.set(p.codigo, antes.id);
      entries.push({
        recurso: 'producto',
        registroId: antes.id,
        accion: 'importar',
        antes: { ...antes, etiquetaIds: antesTags },
        despues: { ...despues, etiquetaIds: p.etiquetaIds },
      });
      reporte.productosActualizados++;
    }
    for (const part of chunks(tagChanges)) {
      await tx.delete(productoEtiqueta).where(inArray(productoEtiqueta.productoId, part.map((c) => c.id)));
      const values = part.flatMap((c) => c.etiquetaIds.map((etiquetaId) => ({ productoId: c.id, etiquetaId })));
      if (values.length) await tx.insert(productoEtiqueta).values(values);
    }

    // stock: the rows there are, locked; new ones inserted in batches; prices upserted in batches
    const key = (productoId: number, sucursalId: number) => `${productoId}:${sucursalId}`;
    const stockIds = [...new Set(planned.stock.map((s) => ids.get(s.codigo)!))];
    const existing = new Map<string, typeof inventario.$inferSelect>();
    for (const part of chunks(stockIds)) {
      for (const r of await tx.select().from(inventario).where(inArray(inventario.productoId, part)).for('update')) existing.set(key(r.productoId, r.sucursalId), r);
    }
    const beforePrices = await pricesOf(tx, [...existing.values()].map((r) => r.id));
    const targets = new Map<string, number>();
    const stockChanges: { id: number; existencia: number }[] = [];
    for (const s of planned.stock) {
      const row = existing.get(key(ids.get(s.codigo)!, s.sucursalId));
      if (!row) continue;
      targets.set(key(row.productoId, row.sucursalId), row.id);
      if (row.existencia !== s.existencia) stockChanges.push({ id: row.id, existencia: s.existencia });
      reporte.inventariosActualizados++;
    }
    if (stockChanges.length) {
      await tx.execute(sql`update inventario as i set existencia = v.existencia, actualizado_en = ${now}
        from unnest(${intArray(stockChanges.map((c) => c.id))}, ${intArray(stockChanges.map((c) => c.existencia))}) as v(id, existencia)
        where i.id = v.id`);
    }
    const nuevosStock = planned.stock.filter((s) => !existing.has(key(ids.get(s.codigo)!, s.sucursalId)));
    for (const part of chunks(nuevosStock, 1000)) {
      const rows = await tx
        .insert(inventario)
        .values(part.map((s) => ({ productoId: ids.get(s.codigo)!, sucursalId: s.sucursalId, zonaId: s.zonaId, existencia: s.existencia })))
        .returning({ id: inventario.id, productoId: inventario.productoId, sucursalId: inventario.sucursalId });
      for (const r of rows) targets.set(key(r.productoId, r.sucursalId), r.id);
      reporte.inventariosCreados += rows.length;
    }
    const priceRows = planned.stock.flatMap((s) =>
      s.precios.map((p) => ({ inventarioId: targets.get(key(ids.get(s.codigo)!, s.sucursalId))!, usuarioTipo: p.usuarioTipo, ...precioValues(p.valores) })),
    );
    // upserted 5,000 at a time from one JSON parameter (was 30 statements of 9,000 bound values: ~1 s of 10,000 lines)
    for (const part of chunks(priceRows, 5000)) {
      await tx.execute(sql`insert into ${precio} (inventario_id, usuario_tipo, precio, oferta, minimo, maximo, grupo, unidad, actualizado_en)
        select r."inventarioId", r."usuarioTipo", r.precio, r.oferta, r.minimo, r.maximo, r.grupo, r.unidad, ${now}
        from json_to_recordset(${JSON.stringify(part)}::json) as r("inventarioId" int, "usuarioTipo" smallint, precio numeric, oferta numeric,
          minimo int, maximo int, grupo int, unidad int)
        on conflict (inventario_id, usuario_tipo) do update set precio = excluded.precio, oferta = excluded.oferta, minimo = excluded.minimo,
          maximo = excluded.maximo, grupo = excluded.grupo, unidad = excluded.unidad, actualizado_en = excluded.actualizado_en`);
    }
    const afterPrices = await pricesOf(tx, [...targets.values()]);
    for (const s of planned.stock) {
      const productoId = ids.get(s.codigo)!;
      const row = existing.get(key(productoId, s.sucursalId));
      const inventarioId = targets.get(key(productoId, s.sucursalId))!;
      entries.push({
        recurso: 'inventario',
        registroId: inventarioId,
        accion: 'importar',
        antes: row ? { existencia: row.existencia, ...flatPrices(beforePrices.get(row.id) ?? []) } : null,
        despues: { productoId, sucursalId: s.sucursalId, zonaId: s.zonaId, existencia: s.existencia, ...flatPrices(afterPrices.get(inventarioId) ?? []) },
      });
    }
    await auditMany(tx, entries);
    reporte.aplicado = true;
    return { reporte, ids: [...ids.values()] };
  });
  if (!result.reporte.aplicado) {
    return { status: 422, reporte: { ...result.reporte, codigo: 422, mensaje: M.conErrores } };
  }
  catalogTotalsChanged(db);
  for (let i = 0; i < result.ids.length; i += 1000) await reindexProducts(db, result.ids.slice(i, i + 1000), 'full');
  return { status: 200, reporte: result.reporte };
}
