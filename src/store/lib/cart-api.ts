/** The cart calls of spec section 7, through the one API client. {zona} is the zone slug. */
import type {
  CarritoPagina,
  CarritoRespuesta,
  LineaCarritoEntrada,
  ValidacionCarrito,
} from '../../shared/contracts/cart';
import { api } from './api';

const base = (zona: string) => `/usuario/carrito/zona/${encodeURIComponent(zona)}`;

export function fetchCart(zona: string): Promise<CarritoRespuesta | null> {
  return api.get<CarritoRespuesta>(base(zona));
}

export function saveCartPage(zona: string, pagina: number, carritoDetalle: LineaCarritoEntrada[]): Promise<CarritoRespuesta | null> {
  return api.post<CarritoRespuesta>(base(zona), { pagina, carritoDetalle });
}

export function saveCartLine(
  zona: string,
  line: { pagina: number; productoId: number; cantidad: number; acumular: boolean },
): Promise<CarritoRespuesta | null> {
  return api.post<CarritoRespuesta>(`${base(zona)}/individual`, {
    pagina: line.pagina,
    cantidad: line.cantidad,
    producto: { id: line.productoId },
    acumular: line.acumular,
  });
}

export function mergeGuestCart(zona: string, carritoDetalle: LineaCarritoEntrada[]): Promise<CarritoRespuesta | null> {
  return api.post<CarritoRespuesta>(`${base(zona)}/combinar`, { carritoDetalle });
}

export function clearCart(zona: string, pagina: number): Promise<CarritoRespuesta | null> {
  return api.get<CarritoRespuesta>(`${base(zona)}/${pagina}/limpiarcarrito`);
}

/** The checkout button's re-validation; a 422 rejects so the panel shows the cart error message. */
export function validateCart(zona: string, pagina: number): Promise<ValidacionCarrito | null> {
  return api.get<ValidacionCarrito>(`${base(zona)}/${pagina}/validar`, { passErrors: [422] });
}

/** A guest's cached cart priced and judged for the caller's plan (writes nothing). */
export function reviewGuestCart(zona: string, carritoDetalle: LineaCarritoEntrada[]): Promise<CarritoPagina | null> {
  return api.post<CarritoPagina>(`/api/carrito/zona/${encodeURIComponent(zona)}/revisar`, { carritoDetalle });
}
