/**
 * Back-office stock and prices. A staff member works only with the rows of the zones they hold
 * ROLE_ZONA_<slug> for (`StaffZones`): other rows are 404 with the zone message, and registering stock in
 * another zone is 403. Stock changes are relative and guarded in SQL (`existencia + n >= 0`), the way
 * checkout takes stock, so a clerk's adjustment and a checkout racing on the same row both count. Every
 * write is audited inside its transaction, and the products are re-read into the search index after it
 * commits (a product sold out leaves search at once; the storefront pages read the database directly).
 * Reads: admin-queries.ts; bulk actions on a selection: admin-bulk.ts; price rules and audit shape: admin-rules.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  INVENTARIO_MENSAJES as M,
  type ExistenciaBody,
  type InventarioFila,
  type InventarioRegistrarBody,
  type PrecioBody,
} from '../../shared/contracts/admin-inventory';
import { existenciaError, MAX_EXISTENCIA } from '../../shared/price-rules';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { audit } from '../audit/service';
import { producto } from '../catalog/tables';
import type { Db } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { conflict, forbidden, unprocessable, type FieldErrors } from '../errors';
import { type StaffZones } from '../zones/service';
import { getInventoryAdmin, inventoryAt } from './admin-queries';
import { checkAjuste, flatPrices, preciosErrors, precioValues, publish } from './admin-rules';
import { inventario, precio, sucursal } from './tables';

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
  checkAjuste(n);
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
