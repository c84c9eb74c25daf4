/** Shared set-up of the cart API tests: demo products given a known price, stock and sale mode. */
import { and, eq, inArray } from 'drizzle-orm';
import type { CarritoPagina, CarritoRespuesta } from '../../src/shared/contracts/cart';
import type { UsuarioTipoId } from '../../src/shared/enums';
import { priceLines } from '../../src/server/cart/service';
import { producto } from '../../src/server/catalog/tables';
import type { Db } from '../../src/server/db/client';
import { inventario, precio } from '../../src/server/inventory/tables';
import type { TestApp } from '../helpers/app';

export interface Sale {
  existencia?: number;
  precio?: string;
  oferta?: string;
  minimo?: number;
  maximo?: number | null;
  grupo?: number;
  unidad?: number;
  /** precio.estatus */
  estatus?: number;
}

/** Ids of products the normal plan can buy in Caracas (zone 1), lowest first. */
export async function sellableIds(db: Db, count: number): Promise<number[]> {
  const rows = await db.select({ id: producto.id }).from(producto);
  const sold = await priceLines(db, 1, 1, rows.map((r) => r.id));
  const ids = [...sold.keys()].sort((a, b) => a - b);
  if (ids.length < count) throw new Error(`only ${ids.length} sellable products`);
  return ids.slice(0, count);
}

/** Sets the zone stock and a plan's price and sale mode of a product (defaults: 100 in stock, 1 by 1, no maximum). */
export async function setSale(db: Db, productoId: number, sale: Sale = {}, usuarioTipo: UsuarioTipoId = 1, zonaId = 1): Promise<void> {
  const rows = await db
    .update(inventario)
    .set({ existencia: sale.existencia ?? 100, estatus: 1 })
    .where(and(eq(inventario.productoId, productoId), eq(inventario.zonaId, zonaId)))
    .returning({ id: inventario.id });
  await db
    .update(precio)
    .set({
      ...(sale.precio ? { precio: sale.precio } : {}),
      ...(sale.oferta ? { oferta: sale.oferta } : {}),
      minimo: sale.minimo ?? 1,
      maximo: sale.maximo ?? null,
      grupo: sale.grupo ?? 1,
      unidad: sale.unidad ?? 1,
      estatus: sale.estatus ?? 1,
    })
    .where(and(inArray(precio.inventarioId, rows.map((r) => r.id)), eq(precio.usuarioTipo, usuarioTipo)));
}

export async function setProduct(db: Db, productoId: number, fields: { estatus?: number; impuesto?: string }): Promise<void> {
  await db.update(producto).set(fields).where(eq(producto.id, productoId));
}

/** Page `pagina` of the caller's carts in Caracas. */
export async function cartPage(t: TestApp, token: string, pagina = 0): Promise<CarritoPagina> {
  const res = await t.api({ url: '/usuario/carrito/zona/caracas', token });
  if (res.statusCode !== 200) throw new Error(`GET carrito -> ${res.statusCode} ${res.body}`);
  return (res.json() as CarritoRespuesta).carrito[pagina]!;
}

/** The page's lines as [productoId, cantidad] pairs, in order. */
export const linesOf = (page: CarritoPagina) => page.carritoDetalle.map((l) => [l.producto.id, l.cantidad]);

export const line = (id: number, cantidad: number) => ({ cantidad, producto: { id } });
