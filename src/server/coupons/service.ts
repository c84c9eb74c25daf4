/**
 * Coupons as customers and the checkout use them. A coupon is spent only inside the checkout's transaction:
 * `reserveCoupon` locks its row (so 20 simultaneous checkouts of a single-use coupon queue on it and exactly
 * one passes), checks every rule and raises `usos`; `recordCouponUse` ties the use to the order once it has
 * an id, and `releaseCoupon` gives it back when that order is cancelled.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CuponAplicado, CuponesUsuario } from '../../shared/contracts/coupons';
import type { CuponUsable } from '../../shared/contracts/orders';
import { Estatus } from '../../shared/enums';
import { add, compare, formatMoney, round2 } from '../../shared/money';
import { couponDiscount } from '../../shared/order-totals';
import { findOwnPage, getCarts, type Cliente } from '../cart/service';
import type { Db, Tx } from '../db/client';
import { notFound, unprocessable } from '../errors';
import { cupon, cuponUso } from './tables';

export const CUPON_MENSAJES = {
  noValido: 'Cupón no válido',
  vencido: 'Cupón vencido',
  agotado: 'Cupón agotado',
  usado: 'Ya usaste este cupón',
  minimo: (monto: string) => `El monto mínimo para este cupón es de ${formatMoney(monto, '$')}`,
} as const;

const usableColumns = {
  id: cupon.id,
  nombre: cupon.nombre,
  codigo: cupon.codigo,
  valor: cupon.valor,
  porcentaje: cupon.porcentaje,
  montoMinimo: cupon.montoMinimo,
  hasta: cupon.hasta,
};

function usesOf(usuarioId: number) {
  return sql<number>`(select count(*)::int from ${cuponUso} where ${cuponUso.cuponId} = ${cupon.id} and ${cuponUso.usuarioId} = ${usuarioId})`;
}

/** Active, inside its validity window and not exhausted overall: anyone may still use it now. */
export const vigenteAhora = sql<boolean>`(${cupon.estatus} = ${Estatus.ACTIVO} and ${cupon.desde} <= now() and ${cupon.hasta} > now()
  and (${cupon.usosMaximos} is null or ${cupon.usos} < ${cupon.usosMaximos}))`;

/** Coupons of the zone this customer can use now (not exhausted by them either). */
export async function usableCoupons(db: Db, zonaId: number, usuarioId: number): Promise<CuponUsable[]> {
  const rows = await db
    .select(usableColumns)
    .from(cupon)
    .where(and(eq(cupon.zonaId, zonaId), vigenteAhora, sql`${usesOf(usuarioId)} < ${cupon.usosPorUsuario}`))
    .orderBy(asc(cupon.hasta), asc(cupon.id));
  return rows.map((r) => ({ ...r, hasta: r.hasta.toISOString() }));
}

interface CouponRow {
  id: number;
  codigo: string;
  valor: string;
  porcentaje: boolean;
  montoMinimo: string;
  usosMaximos: number | null;
  usosPorUsuario: number;
  usos: number;
  desde: Date;
  hasta: Date;
  estatus: number;
}

/** The columns every rule of a coupon reads (the back office's rows add names, zone and dates). */
export const ruleColumns = {
  id: cupon.id,
  codigo: cupon.codigo,
  valor: cupon.valor,
  porcentaje: cupon.porcentaje,
  montoMinimo: cupon.montoMinimo,
  usosMaximos: cupon.usosMaximos,
  usosPorUsuario: cupon.usosPorUsuario,
  usos: cupon.usos,
  desde: cupon.desde,
  hasta: cupon.hasta,
  estatus: cupon.estatus,
};

const byCode = (zonaId: number, codigo: string) => and(eq(cupon.zonaId, zonaId), sql`upper(${cupon.codigo}) = upper(${codigo})`);

/** The first rule the coupon breaks for this customer and products total, or null when it can be used. */
async function brokenRule(db: Db | Tx, row: CouponRow, usuarioId: number, productos: string): Promise<string | null> {
  const now = Date.now();
  if (row.estatus !== Estatus.ACTIVO || row.desde.getTime() > now) return CUPON_MENSAJES.noValido;
  if (row.hasta.getTime() <= now) return CUPON_MENSAJES.vencido;
  if (row.usosMaximos !== null && row.usos >= row.usosMaximos) return CUPON_MENSAJES.agotado;
  const [mine] = await db
    .select({ n: count() })
    .from(cuponUso)
    .where(and(eq(cuponUso.cuponId, row.id), eq(cuponUso.usuarioId, usuarioId)));
  if ((mine?.n ?? 0) >= row.usosPorUsuario) return CUPON_MENSAJES.usado;
  if (compare(productos, row.montoMinimo) < 0) return CUPON_MENSAJES.minimo(row.montoMinimo);
  return null;
}

const refuse = (mensaje: string) => unprocessable(mensaje, { cuponCodigo: mensaje });

/**
 * What a coupon would take off a products total, without using it (the cart's 'aplicar' preview).
 * 422 with the reason when the customer cannot use it.
 */
export async function previewCoupon(
  db: Db,
  q: { codigo: string; zonaId: number; usuarioId: number; productos: string },
): Promise<{ cupon: CuponUsable; descuento: string }> {
  const [row] = await db.select({ ...ruleColumns, nombre: cupon.nombre }).from(cupon).where(byCode(q.zonaId, q.codigo)).limit(1);
  if (!row) throw refuse(CUPON_MENSAJES.noValido);
  const broken = await brokenRule(db, row, q.usuarioId, q.productos);
  if (broken) throw refuse(broken);
  return {
    cupon: {
      id: row.id,
      nombre: row.nombre,
      codigo: row.codigo,
      valor: row.valor,
      porcentaje: row.porcentaje,
      montoMinimo: row.montoMinimo,
      hasta: row.hasta.toISOString(),
    },
    descuento: couponDiscount(q.productos, row),
  };
}

/**
 * Locks the coupon (SELECT ... FOR UPDATE), checks it for this customer and products total, and takes one
 * use. Runs inside the checkout's transaction: a failure later rolls the use back with everything else.
 */
export async function reserveCoupon(
  tx: Tx,
  q: { codigo: string; zonaId: number; usuarioId: number; productos: string },
): Promise<{ cuponId: number; codigo: string; descuento: string }> {
  const [row] = await tx.select(ruleColumns).from(cupon).where(byCode(q.zonaId, q.codigo)).limit(1).for('update');
  if (!row) throw refuse(CUPON_MENSAJES.noValido);
  const broken = await brokenRule(tx, row, q.usuarioId, q.productos);
  if (broken) throw refuse(broken);
  await tx
    .update(cupon)
    .set({ usos: sql`${cupon.usos} + 1` })
    .where(eq(cupon.id, row.id));
  return { cuponId: row.id, codigo: row.codigo, descuento: couponDiscount(round2(q.productos), row) };
}

/** Ties the use taken by `reserveCoupon` to the order (same transaction, once the order has its id). */
export async function recordCouponUse(tx: Tx, u: { cuponId: number; usuarioId: number; ordenId: number }): Promise<void> {
  await tx.insert(cuponUso).values(u);
}

/** Cancellation: forgets the order's coupon use and gives the use back (no-op when it used none). */
export async function releaseCoupon(tx: Tx, ordenId: number): Promise<void> {
  const removed = await tx.delete(cuponUso).where(eq(cuponUso.ordenId, ordenId)).returning({ cuponId: cuponUso.cuponId });
  for (const r of removed) {
    await tx
      .update(cupon)
      .set({ usos: sql`greatest(${cupon.usos} - 1, 0)` })
      .where(eq(cupon.id, r.cuponId));
  }
}

/** Products total (with tax) of one of the customer's cart pages, priced for their plan now. */
async function cartProducts(db: Db, cliente: Cliente, zonaId: number, pagina: number): Promise<string> {
  const { carrito: pages } = await getCarts(db, cliente, zonaId);
  return round2(pages.find((p) => p.pagina === pagina)?.totales.total ?? 0);
}

/** The usable coupons whose minimum the customer's cart page reaches (checkout's coupon list). */
export async function couponsForCartPage(db: Db, cliente: Cliente, zonaId: number, pagina: number): Promise<CuponesUsuario> {
  const [coupons, productos] = await Promise.all([usableCoupons(db, zonaId, cliente.id), cartProducts(db, cliente, zonaId, pagina)]);
  return { cupon: coupons.filter((c) => compare(productos, c.montoMinimo) >= 0) };
}

/** 'Aplicar' on a cart: what the coupon takes off the cart page's products total. Another customer's cart is 404. */
export async function applyCouponToCart(db: Db, cliente: Cliente, carritoId: number, codigo: string): Promise<CuponAplicado> {
  const page = await findOwnPage(db, cliente.id, carritoId);
  if (!page) throw notFound('Carrito no encontrado');
  const productos = await cartProducts(db, cliente, page.zonaId, page.pagina);
  const { cupon: usable, descuento } = await previewCoupon(db, { codigo, zonaId: page.zonaId, usuarioId: cliente.id, productos });
  return { cupon: usable, productos, descuento, total: add(productos, `-${descuento}`) };
}
