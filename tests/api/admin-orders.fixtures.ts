/**
 * Orders written straight into a test database the way checkout leaves them (stock taken, balance debited
 * through the ledger, coupon used), so the back office can be tested without driving a whole checkout.
 */
import { recordSale } from '../../src/server/reports/sales-summary';
import { and, asc, eq, gte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { usuario } from '../../src/server/auth/tables';
import { reserveCoupon, recordCouponUse } from '../../src/server/coupons/service';
import type { Db } from '../../src/server/db/client';
import { takeStock } from '../../src/server/inventory/service';
import { inventario } from '../../src/server/inventory/tables';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from '../../src/server/orders/tables';
import { debitBalance } from '../../src/server/wallet/service';
import { MetodoPago, OrdenEstatus, PagoEstatus } from '../../src/shared/enums';
import { add, multiply, round2 } from '../../src/shared/money';

export interface OrderSeed {
  email: string;
  zonaId: number;
  tipoEnvio?: 1 | 2;
  /** The non-balance method (pending until verified); omit to pay everything with balance. */
  metodoPago?: number;
  /** Part paid with balance. */
  saldo?: string;
  cupon?: string;
  /** Products (distinct stock rows of the zone) and units of each. */
  productos?: number;
  cantidad?: number;
  precio?: string;
  estatus?: number;
  creadoEn?: Date;
}

export interface PlacedOrder {
  id: number;
  total: string;
  lines: { inventarioId: number; productoId: number; cantidad: number }[];
}

export async function placeTestOrder(db: Db, seed: OrderSeed): Promise<PlacedOrder> {
  const cantidad = seed.cantidad ?? 2;
  const precio = seed.precio ?? '5.00';
  return db.transaction(async (tx) => {
    const [u] = await tx.select().from(usuario).where(eq(usuario.email, seed.email));
    if (!u) throw new Error(`usuario ${seed.email}`);
    const rows = await tx
      .select({ inventarioId: inventario.id, productoId: inventario.productoId })
      .from(inventario)
      .where(and(eq(inventario.zonaId, seed.zonaId), gte(inventario.existencia, 100)))
      .orderBy(asc(inventario.id))
      .limit(seed.productos ?? 2);
    const lines = rows.map((r) => ({ ...r, cantidad }));
    const productos = multiply(multiply(precio, cantidad), lines.length);
    const cupon = seed.cupon ? await reserveCoupon(tx, { codigo: seed.cupon, zonaId: seed.zonaId, usuarioId: u.id, productos }) : null;
    const total = add(productos, `-${cupon?.descuento ?? '0'}`);
    const saldo = round2(seed.saldo ?? (seed.metodoPago ? '0' : total));
    const resto = add(total, `-${saldo}`);
    const estatus = seed.estatus ?? (seed.metodoPago ? OrdenEstatus.POR_VERIFICAR : OrdenEstatus.VERIFICADO);
    const now = seed.creadoEn ?? new Date();
    const [o] = await tx
      .insert(orden)
      .values({
        usuarioId: u.id,
        zonaId: seed.zonaId,
        pagina: 0,
        claveIdempotencia: randomUUID(),
        estatus,
        usuarioTipo: u.usuarioTipo,
        clienteNombre: `${u.nombre} ${u.apellido}`.trim(),
        clienteEmail: u.email,
        clienteDocumento: u.documento ? `${u.tipoDocumento}-${u.documento}` : '',
        clienteTelefono: u.telefono ?? '',
        tipoEnvio: seed.tipoEnvio ?? 1,
        metodoPago: seed.metodoPago ?? MetodoPago.SALDO,
        direccion: 'Av. Principal de Las Mercedes, Caracas',
        fechaEntrega: now.toISOString().slice(0, 10),
        horaInicio: '08:00',
        horaFin: '11:00',
        subtotal: productos,
        impuesto: '0.00',
        descuento: cupon?.descuento ?? '0.00',
        total,
        tasa: '245.8700',
        cuponId: cupon?.cuponId ?? null,
        cuponCodigo: cupon?.codigo ?? null,
        creadoEn: now,
        actualizadoEn: now,
      })
      .returning({ id: orden.id });
    const id = o!.id;
    await tx.insert(ordenDetalle).values(
      lines.map((l) => ({
        ordenId: id,
        productoId: l.productoId,
        inventarioId: l.inventarioId,
        nombre: `Producto ${l.productoId}`,
        cantidad: l.cantidad,
        precio,
        precioUnitario: precio,
        impuesto: '0.00',
        total: multiply(precio, l.cantidad),
      })),
    );
    await recordSale(tx, id, null, estatus); // as checkout: before the coupon, stock and balance rows
    await takeStock(tx, lines);
    if (Number(saldo) > 0) {
      await debitBalance(tx, { usuarioId: u.id, monto: saldo, tipo: 'ordenpago', referenciaId: id, descripcion: `Pago de la orden #${id}` });
      await tx.insert(ordenPago).values({ ordenId: id, metodo: MetodoPago.SALDO, monto: saldo, estatus: PagoEstatus.VERIFICADO, verificadoEn: now });
    }
    if (seed.metodoPago && Number(resto) > 0) {
      await tx.insert(ordenPago).values({ ordenId: id, metodo: seed.metodoPago, monto: resto, referencia: '123456', estatus: PagoEstatus.POR_VERIFICAR });
    }
    if (cupon) await recordCouponUse(tx, { cuponId: cupon.cuponId, usuarioId: u.id, ordenId: id });
    await tx.insert(ordenHistorial).values({ ordenId: id, estatus, nota: 'Pedido recibido', creadoEn: now });
    return { id, total, lines };
  });
}

export async function stockOf(db: Db, inventarioId: number): Promise<number> {
  const [r] = await db.select({ e: inventario.existencia }).from(inventario).where(eq(inventario.id, inventarioId));
  return r!.e;
}

export async function setOrderCreated(db: Db, id: number, creadoEn: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [o] = await tx.select({ estatus: orden.estatus }).from(orden).where(eq(orden.id, id));
    await recordSale(tx, id, o!.estatus, null);
    await tx.update(orden).set({ creadoEn }).where(eq(orden.id, id));
    await recordSale(tx, id, null, o!.estatus);
  });
}

