/**
 * Back-office stock and prices. A staff member works only with the rows of the zones they hold
 * ROLE_ZONA_<slug> for (`StaffZones`): other rows are 404 with the zone message, and registering stock in
 * another zone is 403. Stock changes are relative and guarded in SQL (`existencia + n >= 0`), the way
 * checkout takes stock, so a clerk's adjustment and a checkout racing on the same row both count. Every
 * write is audited inside its transaction, and the products are re-read into the search index after it
 * commits (a product sold out leaves search at once; the storefront pages read the database directly).
 */
import Big from 'big.js';
import { and, asc, count, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  INVENTARIO_MENSAJES as M,
  type ExistenciaBody,
  type InventarioDataFiltro,
  type InventarioFila,
  type InventarioFiltro,
  type InventarioOrdenable,
  type InventarioProductoOpcion,
  type InventarioRegistrarBody,
  type LoteExistenciaBody,
  type LoteExistenciaCambio,
  type LoteExistenciaRespuesta,
  type LoteOfertaBody,
  type LoteOfertaCambio,
  type LoteOfertaRespuesta,
  type PrecioBody,
  type PrecioFila,
} from '../../shared/contracts/admin-inventory';
import { Estatus, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import { compare } from '../../shared/money';
import { existenciaError, MAX_EXISTENCIA, precioErrors } from '../../shared/price-rules';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { audit, auditMany } from '../audit/service';
import { cachedTotal, catalogTotalsChanged } from '../catalog/admin-totals';
import { productMatches } from '../catalog/product-admin-queries';
import { producto } from '../catalog/tables';
import { intArray, numericArray } from '../db/arrays';
import { uniqueViolationField } from '../db/errors';
import type { Db, Tx } from '../db/client';
import { conflict, forbidden, notFound, unprocessable, type FieldErrors } from '../errors';
import type { ListQuery } from '../list-query';
import { reindexProducts } from '../search/sync';
import { getZone, inStaffZones, listZones, zoneScopedNotFound, type StaffZones } from '../zones/service';
import { zona } from '../zones/tables';
import { inventario, precio, sucursal, tienda } from './tables';

const inventarioNoEncontrado = () => notFound(M.noEncontrado);
const PLANES: UsuarioTipoId[] = [1, 2, 3];

const rowColumns = {
  id: inventario.id,
  productoId: inventario.productoId,
  productoNombre: producto.nombre,
  productoCodigo: producto.codigo,
  sucursalId: inventario.sucursalId,
  sucursalNombre: sucursal.nombre,
  tiendaNombre: tienda.nombre,
  zonaId: inventario.zonaId,
  zonaSlug: zona.slug,
  zonaNombre: zona.nombre,
  existencia: inventario.existencia,
  estatus: inventario.estatus,
  actualizadoEn: inventario.actualizadoEn,
};

const sortColumns = {
  id: inventario.id,
  productoNombre: producto.nombre,
  sucursalNombre: sucursal.nombre,
  zonaNombre: zona.nombre,
  existencia: inventario.existencia,
  actualizadoEn: inventario.actualizadoEn,
} satisfies Record<InventarioOrdenable, unknown>;

const conOferta = (db: Db | Tx) =>
  exists(
    db
      .select({ uno: sql`1` })
      .from(precio)
      .where(and(eq(precio.inventarioId, inventario.id), gt(precio.oferta, '0'), eq(precio.estatus, Estatus.ACTIVO))),
  );

function joined(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(inventario)
    .innerJoin(producto, eq(producto.id, inventario.productoId))
    .innerJoin(sucursal, eq(sucursal.id, inventario.sucursalId))
    .innerJoin(tienda, eq(tienda.id, sucursal.tiendaId))
    .innerJoin(zona, eq(zona.id, inventario.zonaId));
}

type RawRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

async function toFilas(db: Db | Tx, rows: RawRow[]): Promise<InventarioFila[]> {
  if (!rows.length) return [];
  const prices = await db
    .select()
    .from(precio)
    .where(
      inArray(
        precio.inventarioId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(precio.inventarioId), asc(precio.usuarioTipo));
  const byRow = new Map<number, PrecioFila[]>();
  for (const p of prices) {
    const list = byRow.get(p.inventarioId) ?? [];
    list.push({
      id: p.id,
      usuarioTipo: p.usuarioTipo,
      precio: p.precio,
      oferta: p.oferta,
      minimo: p.minimo,
      maximo: p.maximo,
      grupo: p.grupo,
      unidad: p.unidad,
      estatus: p.estatus,
    });
    byRow.set(p.inventarioId, list);
  }
  return rows.map((r) => {
    const precios = byRow.get(r.id) ?? [];
    return {
      ...r,
      precios,
      enOferta: precios.some((p) => p.estatus === Estatus.ACTIVO && compare(p.oferta, 0) > 0),
      actualizadoEn: r.actualizadoEn.toISOString(),
    };
  });
}

function filterConditions(db: Db | Tx, zonas: StaffZones, f: InventarioFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [inStaffZones(inventario.zonaId, zonas)];
  const q = f.q?.trim().replace(/\s+/g, ' ');
  if (q) conds.push(productMatches(q));
  if (f.zonaId !== undefined) conds.push(eq(inventario.zonaId, f.zonaId));
  if (f.sucursalId !== undefined) conds.push(eq(inventario.sucursalId, f.sucursalId));
  if (f.productoId !== undefined) conds.push(eq(inventario.productoId, f.productoId));
  if (f.estatus !== undefined) conds.push(eq(inventario.estatus, f.estatus));
  if (f.conStock !== undefined) conds.push(f.conStock ? gt(inventario.existencia, 0) : eq(inventario.existencia, 0));
  if (f.enOferta !== undefined) conds.push(f.enOferta ? conOferta(db) : sql`not ${conOferta(db)}`);
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(inventario.id, f.id) : eq(inventario.id, f.id));
  return and(...conds);
}

/**
 * The grid's total, cached per filter (admin-totals.ts): without it the count is the request (EXPLAIN ANALYZE on
 * 300,000 stock rows: 21 ms for all of them, 120 ms 'en oferta', against under 1 ms for the page of 50).
 */
function countOf(db: Db, where: SQL | undefined, searching: boolean): Promise<number> {
  const query = searching
    ? db.select({ total: count() }).from(inventario).innerJoin(producto, eq(producto.id, inventario.productoId)).where(where)
    : db.select({ total: count() }).from(inventario).where(where);
  return cachedTotal(db, query, async () => Number((await query)[0]?.total ?? 0));
}

export async function listInventoryAdmin(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<InventarioFiltro, InventarioOrdenable>,
): Promise<{ rows: InventarioFila[]; total: number }> {
  const where = filterConditions(db, zonas, query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const [rows, counted] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(sortColumns[query.sort.field]), asc(inventario.id))
      .limit(query.limit)
      .offset(query.offset),
    countOf(db, where, Boolean(query.filter.q?.trim())),
  ]);
  return { rows: await toFilas(db, rows), total: counted };
}

/** The zone of a `:zona` path parameter (id or slug); the guard has checked the caller holds it. */
export async function zoneOfParam(db: Db, param: string): Promise<number> {
  return (await getZone(db, param)).id;
}

export async function getInventoryAdmin(db: Db | Tx, zonas: StaffZones, id: number): Promise<InventarioFila> {
  const rows = await joined(db).where(and(eq(inventario.id, id), inStaffZones(inventario.zonaId, zonas)));
  if (!rows.length) throw await zoneScopedNotFound(db, inventario, id, inventarioNoEncontrado);
  return (await toFilas(db, rows))[0]!;
}

/** The row of a product at a branch of a zone (path of the stock and price routes). */
export async function inventoryAt(db: Db | Tx, zonaId: number, sucursalId: number, productoId: number): Promise<InventarioFila> {
  const rows = await joined(db).where(
    and(eq(inventario.zonaId, zonaId), eq(inventario.sucursalId, sucursalId), eq(inventario.productoId, productoId)),
  );
  if (!rows.length) throw inventarioNoEncontrado();
  return (await toFilas(db, rows))[0]!;
}

/** What the grid's filters and the registrar form offer: the caller's zones and their branches. */
export async function inventoryFilterData(db: Db, zonas: StaffZones): Promise<InventarioDataFiltro> {
  const zones = (await listZones(db)).filter((z) => zonas.ids.includes(z.id));
  const sucursales = await db
    .select({ id: sucursal.id, nombre: sucursal.nombre, tiendaNombre: tienda.nombre, zonaId: sucursal.zonaId, estatus: sucursal.estatus })
    .from(sucursal)
    .innerJoin(tienda, eq(tienda.id, sucursal.tiendaId))
    .where(inStaffZones(sucursal.zonaId, zonas))
    .orderBy(asc(sucursal.zonaId), asc(sucursal.nombre));
  return { zonas: zones.map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre })), sucursales };
}

/** Products whose name or code holds `q` (the registrar form's picker), at most 20. */
export async function productOptions(db: Db, q: string): Promise<InventarioProductoOpcion[]> {
  const text = q.trim().replace(/\s+/g, ' ');
  return db
    .select({ id: producto.id, nombre: producto.nombre, codigo: producto.codigo })
    .from(producto)
    .where(text ? productMatches(text) : undefined)
    .orderBy(asc(producto.nombre), asc(producto.id))
    .limit(20);
}

// ---- rules

const planNombre = (tipo: number) => usuarioTipoPorId[tipo as UsuarioTipoId] ?? String(tipo);

/** Field errors of price entries (`precios.<i>.<campo>`), with each plan at most once. */
function preciosErrors(precios: PrecioBody[], requireAll: boolean): FieldErrors {
  const errores: FieldErrors = {};
  const seen = new Set<number>();
  precios.forEach((p, i) => {
    if (seen.has(p.usuarioTipo)) errores[`precios.${i}.usuarioTipo`] = M.planRepetido;
    seen.add(p.usuarioTipo);
    for (const [campo, mensaje] of Object.entries(precioErrors(p))) errores[`precios.${i}.${campo}`] = mensaje;
  });
  if (requireAll && !PLANES.every((t) => seen.has(t))) errores.precios = M.planesFaltantes;
  return errores;
}

const precioValues = (p: PrecioBody) => ({
  precio: p.precio,
  oferta: p.oferta,
  minimo: p.minimo,
  maximo: p.maximo === 0 ? null : p.maximo,
  grupo: p.grupo,
  unidad: p.unidad,
});

/** A row's prices as flat audit fields: {'normal.precio': '1.00', 'prime.oferta': ...}. */
function flatPrices(precios: Pick<PrecioFila, 'usuarioTipo' | 'precio' | 'oferta' | 'minimo' | 'maximo' | 'grupo' | 'unidad'>[]) {
  const out: Record<string, unknown> = {};
  for (const p of precios) {
    const plan = planNombre(p.usuarioTipo);
    out[`${plan}.precio`] = p.precio;
    out[`${plan}.oferta`] = p.oferta;
    out[`${plan}.minimo`] = p.minimo;
    out[`${plan}.maximo`] = p.maximo;
    out[`${plan}.grupo`] = p.grupo;
    out[`${plan}.unidad`] = p.unidad;
  }
  return out;
}

/** After a commit: the products' prices and stock into search (sold out leaves it at once). */
async function publish(db: Db, productoIds: number[]): Promise<void> {
  catalogTotalsChanged(db);
  await reindexProducts(db, productoIds, 'disponibilidad');
}

// ---- writes

export async function registerInventory(db: Db, zonas: StaffZones, body: InventarioRegistrarBody): Promise<InventarioFila> {
  const errores: FieldErrors = {};
  const stock = existenciaError(body.existencia);
  if (stock) errores.existencia = stock;
  Object.assign(errores, preciosErrors(body.precios, true));
  const [branch] = await db.select({ id: sucursal.id, zonaId: sucursal.zonaId }).from(sucursal).where(eq(sucursal.id, body.sucursalId));
  if (!branch) errores.sucursalId = M.sucursalNoExiste;
  const [product] = await db.select({ id: producto.id }).from(producto).where(eq(producto.id, body.productoId));
  if (!product) errores.productoId = M.productoNoExiste;
  if (Object.keys(errores).length) throw unprocessable(M.invalido, errores);
  if (!zonas.ids.includes(branch!.zonaId)) throw forbidden(ACCESS_MESSAGES.zona);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: inventario.id })
        .from(inventario)
        .where(and(eq(inventario.productoId, body.productoId), eq(inventario.sucursalId, body.sucursalId)));
      if (taken) throw conflict(M.duplicado, { productoId: M.duplicado });
      const [row] = await tx
        .insert(inventario)
        .values({ productoId: body.productoId, sucursalId: body.sucursalId, zonaId: branch!.zonaId, existencia: body.existencia })
        .returning();
      const sorted = [...body.precios].sort((a, b) => a.usuarioTipo - b.usuarioTipo);
      await tx.insert(precio).values(sorted.map((p) => ({ inventarioId: row!.id, usuarioTipo: p.usuarioTipo, ...precioValues(p) })));
      await audit(tx, {
        recurso: 'inventario',
        registroId: row!.id,
        accion: 'crear',
        despues: {
          productoId: row!.productoId,
          sucursalId: row!.sucursalId,
          zonaId: row!.zonaId,
          existencia: row!.existencia,
          ...flatPrices(sorted.map((p) => ({ ...p, ...precioValues(p) }))),
        },
      });
      return row!.id;
    });
  } catch (e) {
    if (uniqueViolationField(e, { inventario_producto_sucursal_uq: 'productoId' }, 'productoId')) throw conflict(M.duplicado, { productoId: M.duplicado });
    throw e;
  }
  await publish(db, [body.productoId]);
  return getInventoryAdmin(db, zonas, id);
}

/**
 * Adds `ajuste` units (negative: takes them) in one guarded UPDATE, never below 0: concurrent adjustments
 * and checkouts on the row all count, none overwrites another.
 */
export async function adjustStock(db: Db, row: InventarioFila, body: ExistenciaBody): Promise<InventarioFila> {
  const n = body.ajuste;
  if (n === 0) throw unprocessable(M.ajusteCero, { ajuste: M.ajusteCero });
  if (Math.abs(n) > MAX_EXISTENCIA) {
    const mensaje = `El ajuste debe estar entre -${MAX_EXISTENCIA} y ${MAX_EXISTENCIA}`;
    throw unprocessable(mensaje, { ajuste: mensaje });
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(inventario)
      .set({ existencia: sql`${inventario.existencia} + ${n}`, actualizadoEn: new Date() })
      .where(sql`${inventario.id} = ${row.id} and ${inventario.existencia} + ${n} >= 0 and ${inventario.existencia} + ${n} <= ${MAX_EXISTENCIA}`)
      .returning({ existencia: inventario.existencia });
    if (!done) {
      const [now] = await tx.select({ existencia: inventario.existencia }).from(inventario).where(eq(inventario.id, row.id));
      const mensaje =
        (now?.existencia ?? 0) + n < 0
          ? `${M.negativo}: hay ${now?.existencia ?? 0} unidades`
          : (existenciaError(MAX_EXISTENCIA + 1) ?? M.invalido);
      throw unprocessable(mensaje, { ajuste: mensaje });
    }
    await audit(tx, {
      recurso: 'inventario',
      registroId: row.id,
      accion: 'existencia',
      antes: { existencia: done.existencia - n },
      despues: { existencia: done.existencia, ajuste: n },
    });
  });
  await publish(db, [row.productoId]);
  return inventoryAt(db, row.zonaId, row.sucursalId, row.productoId);
}

/** Sets the prices of the plans given (inserting a plan's row when missing); the others stay. */
export async function setPrices(db: Db, row: InventarioFila, precios: PrecioBody[]): Promise<InventarioFila> {
  const errores = preciosErrors(precios, false);
  if (Object.keys(errores).length) throw unprocessable(M.invalido, errores);
  await db.transaction(async (tx) => {
    const before = await tx.select().from(precio).where(eq(precio.inventarioId, row.id)).orderBy(asc(precio.usuarioTipo)).for('update');
    const now = new Date();
    for (const p of precios) {
      await tx
        .insert(precio)
        .values({ inventarioId: row.id, usuarioTipo: p.usuarioTipo, ...precioValues(p), actualizadoEn: now })
        .onConflictDoUpdate({ target: [precio.inventarioId, precio.usuarioTipo], set: { ...precioValues(p), actualizadoEn: now } });
    }
    const after = await tx.select().from(precio).where(eq(precio.inventarioId, row.id)).orderBy(asc(precio.usuarioTipo));
    await tx.update(inventario).set({ actualizadoEn: now }).where(eq(inventario.id, row.id));
    await audit(tx, { recurso: 'inventario', registroId: row.id, accion: 'precio', antes: flatPrices(before), despues: flatPrices(after) });
  });
  await publish(db, [row.productoId]);
  return inventoryAt(db, row.zonaId, row.sucursalId, row.productoId);
}

/** The selected rows, all of them in the caller's zones (the first one that is not: 404). */
async function selection(db: Db | Tx, zonas: StaffZones, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await db
    .select({ id: inventario.id, productoId: inventario.productoId, existencia: inventario.existencia, productoNombre: producto.nombre, sucursalNombre: sucursal.nombre })
    .from(inventario)
    .innerJoin(producto, eq(producto.id, inventario.productoId))
    .innerJoin(sucursal, eq(sucursal.id, inventario.sucursalId))
    .where(and(sql`${inventario.id} = any(${intArray(unique)})`, inStaffZones(inventario.zonaId, zonas)))
    .orderBy(asc(inventario.id));
  if (rows.length < unique.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.find((id) => !found.has(id))!;
    throw await zoneScopedNotFound(db, inventario, missing, inventarioNoEncontrado);
  }
  return rows;
}

/** The offer of `porcentaje` % off `price`, half-up to 2 decimals; '0.00' for 0 %. */
export function offerFor(price: string, porcentaje: number): string {
  if (porcentaje === 0) return '0.00';
  return new Big(price).times(new Big(100).minus(porcentaje)).div(100).round(2, 1).toFixed(2);
}

/** Bulk 'Aplicar oferta %': preview (writes nothing) or apply in one transaction. */
export async function bulkOffer(db: Db, zonas: StaffZones, body: LoteOfertaBody): Promise<LoteOfertaRespuesta> {
  const planes = body.planes ?? PLANES;
  const plan = async (tx: Db | Tx, lock: boolean) => {
    const rows = await selection(tx, zonas, body.ids);
    const names = new Map(rows.map((r) => [r.id, r]));
    const q = tx
      .select({ id: precio.id, inventarioId: precio.inventarioId, usuarioTipo: precio.usuarioTipo, precio: precio.precio, oferta: precio.oferta })
      .from(precio)
      .where(and(sql`${precio.inventarioId} = any(${intArray(rows.map((r) => r.id))})`, inArray(precio.usuarioTipo, planes)))
      .orderBy(asc(precio.inventarioId), asc(precio.usuarioTipo));
    const prices = lock ? await q.for('update') : await q;
    const cambios: LoteOfertaCambio[] = [];
    const omitidos: LoteOfertaRespuesta['omitidos'] = [];
    for (const p of prices) {
      const oferta = offerFor(p.precio, body.porcentaje);
      if (body.porcentaje > 0 && (compare(oferta, 0) <= 0 || compare(oferta, p.precio) >= 0)) {
        omitidos.push({ precioId: p.id, inventarioId: p.inventarioId, motivo: 'El precio es muy bajo para ese porcentaje de oferta' });
        continue;
      }
      if (compare(oferta, p.oferta) === 0) continue;
      const r = names.get(p.inventarioId)!;
      cambios.push({
        inventarioId: p.inventarioId,
        precioId: p.id,
        productoNombre: r.productoNombre,
        sucursalNombre: r.sucursalNombre,
        usuarioTipo: p.usuarioTipo,
        precio: p.precio,
        ofertaAntes: p.oferta,
        ofertaDespues: oferta,
      });
    }
    return { rows, cambios, omitidos };
  };
  if (body.preview) {
    const { cambios, omitidos } = await plan(db, false);
    return { aplicado: false, cambios, omitidos };
  }
  const result = await db.transaction(async (tx) => {
    const planned = await plan(tx, true);
    const { cambios } = planned;
    const now = new Date();
    if (cambios.length) {
      await tx.execute(sql`update precio as p set oferta = v.oferta, actualizado_en = ${now}
        from unnest(${intArray(cambios.map((c) => c.precioId))}, ${numericArray(cambios.map((c) => c.ofertaDespues))}) as v(id, oferta)
        where p.id = v.id`);
    }
    const byRow = new Map<number, LoteOfertaCambio[]>();
    for (const c of cambios) {
      const list = byRow.get(c.inventarioId);
      if (list) list.push(c);
      else byRow.set(c.inventarioId, [c]);
    }
    const entries = [...byRow].map(([inventarioId, list]) => {
      const antes: Record<string, string> = {};
      const despues: Record<string, unknown> = { porcentaje: body.porcentaje };
      for (const c of list) {
        antes[`${planNombre(c.usuarioTipo)}.oferta`] = c.ofertaAntes;
        despues[`${planNombre(c.usuarioTipo)}.oferta`] = c.ofertaDespues;
      }
      return { recurso: 'inventario', registroId: inventarioId, accion: 'lote-oferta', antes, despues };
    });
    await auditMany(tx, entries);
    if (byRow.size) await tx.update(inventario).set({ actualizadoEn: now }).where(sql`${inventario.id} = any(${intArray([...byRow.keys()])})`);
    return planned;
  });
  const touched = new Set(result.cambios.map((c) => c.inventarioId));
  await publish(
    db,
    result.rows.filter((r) => touched.has(r.id)).map((r) => r.productoId),
  );
  return { aplicado: true, cambios: result.cambios, omitidos: result.omitidos };
}

/**
 * Bulk 'Ajustar existencia': every selected row gets `ajuste` units, in one guarded, relative UPDATE;
 * when any row would go below 0 nothing is written (422 naming the rows).
 */
export async function bulkStock(db: Db, zonas: StaffZones, body: LoteExistenciaBody): Promise<LoteExistenciaRespuesta> {
  const n = body.ajuste;
  if (n === 0) throw unprocessable(M.ajusteCero, { ajuste: M.ajusteCero });
  if (Math.abs(n) > MAX_EXISTENCIA) {
    const mensaje = `El ajuste debe estar entre -${MAX_EXISTENCIA} y ${MAX_EXISTENCIA}`;
    throw unprocessable(mensaje, { ajuste: mensaje });
  }
  const refuse = (rows: { productoNombre: string; sucursalNombre: string; existencia: number }[]) => {
    const names = rows.slice(0, 5).map((r) => `${r.productoNombre} (${r.sucursalNombre}: ${r.existencia})`);
    const more = rows.length > 5 ? ` y ${rows.length - 5} más` : '';
    const mensaje = `${M.negativo} en ${names.join(', ')}${more}`;
    return unprocessable(mensaje, { ajuste: mensaje });
  };
  const cambiosOf = (rows: Awaited<ReturnType<typeof selection>>, after: Map<number, number>): LoteExistenciaCambio[] =>
    rows.map((r) => ({
      inventarioId: r.id,
      productoId: r.productoId,
      productoNombre: r.productoNombre,
      sucursalNombre: r.sucursalNombre,
      existenciaAntes: (after.get(r.id) ?? r.existencia + n) - n,
      existenciaDespues: after.get(r.id) ?? r.existencia + n,
    }));

  if (body.preview) {
    const rows = await selection(db, zonas, body.ids);
    const bad = rows.filter((r) => r.existencia + n < 0 || r.existencia + n > MAX_EXISTENCIA);
    if (bad.length) throw refuse(bad);
    return { aplicado: false, cambios: cambiosOf(rows, new Map()) };
  }
  const cambios = await db.transaction(async (tx) => {
    const rows = await selection(tx, zonas, body.ids);
    const ids = rows.map((r) => r.id);
    const done = await tx
      .update(inventario)
      .set({ existencia: sql`${inventario.existencia} + ${n}`, actualizadoEn: new Date() })
      .where(and(inArray(inventario.id, ids), sql`${inventario.existencia} + ${n} >= 0 and ${inventario.existencia} + ${n} <= ${MAX_EXISTENCIA}`))
      .returning({ id: inventario.id, existencia: inventario.existencia });
    if (done.length < ids.length) {
      const ok = new Set(done.map((d) => d.id));
      const current = await tx.select({ id: inventario.id, existencia: inventario.existencia }).from(inventario).where(inArray(inventario.id, ids));
      const now = new Map(current.map((c) => [c.id, c.existencia]));
      throw refuse(rows.filter((r) => !ok.has(r.id)).map((r) => ({ ...r, existencia: now.get(r.id) ?? r.existencia })));
    }
    const after = new Map(done.map((d) => [d.id, d.existencia]));
    const list = cambiosOf(rows, after);
    await auditMany(
      tx,
      list.map((c) => ({
        recurso: 'inventario',
        registroId: c.inventarioId,
        accion: 'lote-existencia',
        antes: { existencia: c.existenciaAntes },
        despues: { existencia: c.existenciaDespues, ajuste: n },
      })),
    );
    return list;
  });
  await publish(
    db,
    cambios.map((c) => c.productoId),
  );
  return { aplicado: true, cambios };
}
