/**
 * Back-office bulk actions on a selection of stock rows: 'Aplicar oferta %' and 'Ajustar existencia', each
 * with a preview that writes nothing, then applied in one transaction, audited row by row, published after.
 */
import Big from 'big.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  INVENTARIO_MENSAJES as M,
  type LoteExistenciaBody,
  type LoteExistenciaCambio,
  type LoteExistenciaRespuesta,
  type LoteOfertaBody,
  type LoteOfertaCambio,
  type LoteOfertaRespuesta,
} from '../../shared/contracts/admin-inventory';
import { compare } from '../../shared/money';
import { MAX_EXISTENCIA } from '../../shared/price-rules';
import { auditMany } from '../audit/service';
import { producto } from '../catalog/tables';
import { intArray, numericArray } from '../db/arrays';
import type { Db, Tx } from '../db/client';
import { unprocessable } from '../errors';
import { inStaffZones, zoneScopedNotFound, type StaffZones } from '../zones/service';
import { inventarioNoEncontrado } from './admin-queries';
import { checkAjuste, PLANES, planNombre, publish } from './admin-rules';
import { inventario, precio, sucursal } from './tables';

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
  checkAjuste(n);
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
