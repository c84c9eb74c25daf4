/**
 * Shared set-up of the checkout and order tests: customers made on the fly, carts filled through the cart
 * API, a delivery or pickup window the server offers, the expected total, and database tallies that show
 * a refused request wrote nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { carrito, carritoDetalle } from '../../src/server/cart/tables';
import { priceLines } from '../../src/server/cart/service';
import { cupon, cuponUso } from '../../src/server/coupons/tables';
import type { Db } from '../../src/server/db/client';
import { deliveryChoices } from '../../src/server/delivery/service';
import { inventario } from '../../src/server/inventory/tables';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from '../../src/server/orders/tables';
import { movimientoSaldo, saldoUsuario } from '../../src/server/wallet/tables';
import type { RegistrarOrden, Ventana } from '../../src/shared/contracts/orders';
import { MetodoPago, TipoEnvio, UsuarioEstatus, type UsuarioTipoId } from '../../src/shared/enums';
import { cartTotals } from '../../src/shared/order-totals';
import { ROLE_USUARIO } from '../../src/shared/roles';
import type { TestApp } from '../helpers/app';

export const CARACAS = 1;
export const VALENCIA = 2;

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

let made = 0;

/** Active customers of a plan, inserted directly (one shared password hash) with signed tokens. */
export async function makeCustomers(t: TestApp, n: number, usuarioTipo: UsuarioTipoId = 2): Promise<Shopper[]> {
  const clave = await hashPassword('Demo1234!');
  const prefix = `comprador${++made}-${randomUUID().slice(0, 8)}`;
  const rows = await t.database.db
    .insert(usuario)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}-${i}@prueba.ve`,
        clave,
        nombre: 'Comprador',
        apellido: `Número ${i}`,
        telefono: '04140000000',
        tipoDocumento: 'V',
        documento: String(30_000_000 + made * 1000 + i),
        usuarioTipo,
        estatus: UsuarioEstatus.ACTIVO,
        verificadoEn: new Date(),
      })),
    )
    .returning({ id: usuario.id, uuid: usuario.uuid, email: usuario.email });
  await t.database.db.insert(usuarioRol).values(rows.map((r) => ({ usuarioId: r.id, rol: ROLE_USUARIO })));
  const tipo = usuarioTipo === 2 ? 'prime' : usuarioTipo === 3 ? 'mayorista' : 'normal';
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    token: t.app.signAccessToken({ uuid: r.uuid, email: r.email, roles: [ROLE_USUARIO], usuarioTipo: tipo }).token,
  }));
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  return u!.id;
}

/** Saves a cart page through the cart API. */
export async function fillCart(t: TestApp, token: string, lines: [productoId: number, cantidad: number][], pagina = 0, zona = 'caracas'): Promise<void> {
  const res = await t.api({
    method: 'POST',
    url: `/usuario/carrito/zona/${zona}`,
    token,
    payload: { pagina, carritoDetalle: lines.map(([id, cantidad]) => ({ cantidad, producto: { id } })) },
  });
  if (res.statusCode !== 200) throw new Error(`POST carrito -> ${res.statusCode} ${res.body}`);
}

/** The first window the server offers for an area (delivery) or a pickup point. */
export async function firstWindow(db: Db, zonaId: number, tipoEnvio: number, placeId: number): Promise<Ventana> {
  const choices = await deliveryChoices(db, zonaId, new Date());
  const place = tipoEnvio === TipoEnvio.PICKUP ? choices.retiro.find((p) => p.id === placeId) : choices.area.find((a) => a.id === placeId);
  const ventana = place?.ventana[0];
  if (!ventana) throw new Error(`no window for ${tipoEnvio}/${placeId}`);
  return ventana;
}

/** Products total (with tax) of lines priced for a plan, plus delivery, packing and discount. */
export async function expectedTotal(
  db: Db,
  usuarioTipo: UsuarioTipoId,
  lines: [number, number][],
  extra: { costoEnvio?: string; descuento?: string; zonaId?: number } = {},
): Promise<{ productos: string; total: string }> {
  const sold = await priceLines(db, extra.zonaId ?? CARACAS, usuarioTipo, lines.map(([id]) => id));
  const t = cartTotals(
    lines.map(([id, cantidad]) => {
      const p = sold.get(id)!.producto;
      return { precio: p.precio.precio, oferta: p.precio.oferta, impuesto: p.impuesto, cantidad };
    }),
    { costoEnvio: extra.costoEnvio ?? 0, costoEmpaquetado: '0.50', descuento: extra.descuento ?? 0 },
  );
  return { productos: t.productos, total: t.total };
}

/** A pickup order body at the zone's first pickup point, paid in cash. */
export async function pickupBody(db: Db, totalEsperado: string, over: Partial<RegistrarOrden> = {}, zonaId = CARACAS): Promise<RegistrarOrden> {
  const punto = zonaId === CARACAS ? 1 : 3;
  const v = await firstWindow(db, zonaId, TipoEnvio.PICKUP, punto);
  return {
    claveIdempotencia: randomUUID(),
    tipoEnvio: TipoEnvio.PICKUP,
    direccionZonaId: punto,
    horarioId: v.horarioId,
    fechaEntrega: v.fecha,
    montoSaldo: '0.00',
    pago: { metodo: MetodoPago.EFECTIVO },
    monedaId: 1,
    totalEsperado,
    ...over,
  };
}

export async function stockOf(db: Db, productoId: number, zonaId = CARACAS): Promise<number> {
  const [row] = await db
    .select({ existencia: inventario.existencia })
    .from(inventario)
    .where(and(eq(inventario.productoId, productoId), eq(inventario.zonaId, zonaId)));
  return row!.existencia;
}

/** Row counts of everything a checkout writes, to show a refused one wrote nothing. */
export async function tallies(db: Db) {
  const [stock] = await db.select({ s: sql<string>`coalesce(sum(${inventario.existencia}), 0)::text` }).from(inventario);
  const [saldo] = await db.select({ s: sql<string>`coalesce(sum(${saldoUsuario.saldo}), 0)::text` }).from(saldoUsuario);
  const [usos] = await db.select({ s: sql<string>`coalesce(sum(${cupon.usos}), 0)::text` }).from(cupon);
  return {
    ordenes: await db.$count(orden),
    detalles: await db.$count(ordenDetalle),
    pagos: await db.$count(ordenPago),
    historial: await db.$count(ordenHistorial),
    movimientos: await db.$count(movimientoSaldo),
    cuponUsos: await db.$count(cuponUso),
    lineasCarrito: await db.$count(carritoDetalle),
    carritos: await db.$count(carrito),
    existencia: stock!.s,
    saldo: saldo!.s,
    usos: usos!.s,
  };
}
