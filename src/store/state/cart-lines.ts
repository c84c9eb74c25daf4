/**
 * Pure rules of the cart (spec section 4): lines of one page, quantity changes, the guest cache's shape
 * and its migration. The zustand store in cart.ts applies them.
 */
import type { CarritoPagina, LineaCarritoEntrada, ProductoCarrito } from '../../shared/contracts/cart';
import { cappedAddition } from '../../shared/quantity';

/** 1: a full product record (listings, product page); 2: a search-index record (autocomplete). */
export type TipoItem = 1 | 2;

export interface CartItem extends ProductoCarrito {
  tipo: TipoItem;
}

export interface CartLine {
  cantidad: number;
  item: CartItem;
  /** CarritoDetalleEstatus id as judged by the server (1 ACTIVO); absent before any review. */
  estatus?: number;
  mensaje?: string | null;
}

export interface CartPage {
  /** Server cart id; null for a guest page or a page never saved. */
  id: number | null;
  pagina: number;
  lineas: CartLine[];
}

export const CART_PAGES = 3;

/** Guest carts in the browser cache: page 0 of each zone, by zone slug. */
export type GuestCarts = Record<string, CartLine[]>;

/**
 * An added quantity never goes above what may be bought (the server's rule for adds and merges): past the
 * stock or the maximum it becomes the largest valid quantity.
 */
function cappedAdd(total: number, producto: ProductoCarrito): number {
  return producto.precio ? cappedAddition(total, producto.precio.modalidadVenta, producto.existencia) : total;
}

/**
 * Sets a product's quantity (or adds to it when `acumular`, capped as above); a resulting quantity <= 0
 * removes the line. A new line goes last; an existing one keeps its place and takes the fresher record.
 */
export function applyQuantity(
  lines: readonly CartLine[],
  producto: ProductoCarrito,
  tipo: TipoItem,
  cantidad: number,
  acumular: boolean,
): CartLine[] {
  const index = lines.findIndex((l) => l.item.id === producto.id);
  const current = index >= 0 ? lines[index]!.cantidad : 0;
  const wanted = Math.trunc(acumular ? current + cantidad : cantidad);
  const next = acumular && cantidad > 0 ? cappedAdd(wanted, producto) : wanted;
  if (next <= 0) return lines.filter((l) => l.item.id !== producto.id);
  const line: CartLine = { cantidad: next, item: { ...producto, tipo } };
  if (index < 0) return [...lines, line];
  return lines.map((l, i) => (i === index ? line : l));
}

/** What the server needs of a page: product ids and quantities. */
export function toEntries(lines: readonly CartLine[]): LineaCarritoEntrada[] {
  return lines.map((l) => ({ cantidad: l.cantidad, producto: { id: l.item.id } }));
}

/** A server page as the panel shows it (server records are full product records). */
export function fromServerPage(page: CarritoPagina): CartPage {
  return {
    id: page.id,
    pagina: page.pagina,
    lineas: page.carritoDetalle.map((d) => ({
      cantidad: d.cantidad,
      estatus: d.estatus,
      mensaje: d.mensaje,
      item: { ...d.producto, tipo: 1 },
    })),
  };
}

/** Always pages 0..2, whatever the server sent. */
export function fromServerCart(carrito: readonly CarritoPagina[]): CartPage[] {
  return Array.from({ length: CART_PAGES }, (_, pagina) => {
    const page = carrito.find((p) => p.pagina === pagina);
    return page ? fromServerPage(page) : { id: null, pagina, lineas: [] };
  });
}

// ---- the guest cache ----------------------------------------------------------------------------

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function isModalidad(v: unknown): boolean {
  return isObject(v) && isInt(v.minimo) && (v.maximo === null || isInt(v.maximo)) && isInt(v.grupo) && isInt(v.unidad);
}

function isPrecio(v: unknown): boolean {
  return v === null || (isObject(v) && isText(v.precio) && isText(v.oferta) && isModalidad(v.modalidadVenta) && isObject(v.usuarioTipo));
}

function isImagen(v: unknown): boolean {
  return v === null || (isObject(v) && isObject(v.sizes) && isText(v.sizes.sm) && isText(v.sizes.md) && isText(v.sizes.lg));
}

function isCartLine(v: unknown): v is CartLine {
  if (!isObject(v) || !isInt(v.cantidad) || v.cantidad <= 0 || !isObject(v.item)) return false;
  const item = v.item;
  return (
    (item.tipo === 1 || item.tipo === 2) &&
    isInt(item.id) && item.id > 0 &&
    isText(item.slug) && isText(item.nombre) && isText(item.impuesto) &&
    isInt(item.existencia) && isImagen(item.imagen) && isPrecio(item.precio)
  );
}

/** The cached guest carts, or empty carts when anything in them is malformed (spec section 4). */
export function sanitizeGuestCarts(value: unknown): GuestCarts {
  if (!isObject(value)) return {};
  const carts: GuestCarts = {};
  for (const [zona, lines] of Object.entries(value)) {
    if (!Array.isArray(lines) || !lines.every(isCartLine)) return {};
    const ids = new Set(lines.map((l) => l.item.id));
    if (ids.size !== lines.length) return {};
    if (lines.length > 0) carts[zona] = lines;
  }
  return carts;
}

export const CART_CACHE_VERSION = 1;

/**
 * Persisted state of older versions. Version 0 kept every zone's pages as `carrito: { [zona]: [{ pagina,
 * items }] }`; a guest only ever had page 0, which is what survives. Anything else starts empty.
 */
export function migrateCartCache(persisted: unknown, version: number): { invitado: GuestCarts } {
  if (version === 0 && isObject(persisted) && isObject(persisted.carrito)) {
    const zones: Record<string, unknown> = {};
    for (const [zona, pages] of Object.entries(persisted.carrito)) {
      const first = Array.isArray(pages) ? pages.find((p) => isObject(p) && p.pagina === 0) : undefined;
      zones[zona] = isObject(first) ? first.items : [];
    }
    return { invitado: sanitizeGuestCarts(zones) };
  }
  return { invitado: isObject(persisted) ? sanitizeGuestCarts(persisted.invitado) : {} };
}
