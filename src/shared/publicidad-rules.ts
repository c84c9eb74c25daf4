/**
 * Rules of the merchandising back office (advertising and quick lists) shared by the server and the
 * admin forms: link URLs, validity windows and a quick list's quantities.
 */
import { checkQuantity, defaultQuantity, type ModalidadVenta } from './quantity';
import { CarritoDetalleEstatus } from './enums';

export const PUBLICIDAD_MESSAGES = {
  urlInterna: 'Un enlace interno debe ser una ruta de la tienda que empiece con / (por ejemplo /caracas/supermercado)',
  urlExterna: 'Un enlace externo debe ser una dirección https:// completa',
  urlFormato: 'Use una ruta interna que empiece con / o una dirección https://',
  urlObligatoria: 'Indique el enlace',
  vigenciaOrden: 'La vigencia debe terminar después de empezar',
  vigenciaFecha: 'Fecha y hora inválidas',
  imagenEscritorio: 'Suba la imagen para escritorio',
  imagenMovil: 'Suba la imagen para teléfono',
  imagenObligatoria: 'Suba la imagen',
  imagenAjena: 'La imagen no pertenece a esta zona; súbala de nuevo',
  textoVacio: 'Este campo es obligatorio',
  productoAjeno: 'El producto no se vende en esta zona',
  productoInactivo: 'El producto está inactivo',
  productoRepetido: 'El producto ya está en la lista',
  productoNoEsta: 'El producto no está en la lista',
  slugTomado: 'Ya existe otro con ese slug en la zona',
  nombreTomado: 'Ya existe otro con ese nombre en la zona',
} as const;

/** Characters a link may never carry (controls, spaces, backslashes, quotes, angle brackets). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\s\\"'<>\u0000-\u001f\u007f]/;

function httpsError(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return PUBLICIDAD_MESSAGES.urlExterna;
  }
  if (parsed.protocol !== 'https:' || !parsed.hostname || parsed.username || parsed.password) return PUBLICIDAD_MESSAGES.urlExterna;
  return null;
}

function internalError(url: string): string | null {
  // '//host' and '/\host' are other sites to a browser
  if (!url.startsWith('/') || url.startsWith('//')) return PUBLICIDAD_MESSAGES.urlInterna;
  return null;
}

/**
 * The error of a link, or null. `externo` true: an https:// address; false: a storefront path; undefined
 * (banners): either one. Any other scheme (javascript:, data:, http:) is refused.
 */
export function linkUrlError(url: string, externo?: boolean): string | null {
  const value = url.trim();
  if (!value) return PUBLICIDAD_MESSAGES.urlObligatoria;
  if (UNSAFE.test(value)) return externo === false ? PUBLICIDAD_MESSAGES.urlInterna : externo ? PUBLICIDAD_MESSAGES.urlExterna : PUBLICIDAD_MESSAGES.urlFormato;
  if (externo === true) return httpsError(value);
  if (externo === false) return internalError(value);
  if (value.startsWith('/')) return internalError(value) && PUBLICIDAD_MESSAGES.urlFormato;
  return httpsError(value) && PUBLICIDAD_MESSAGES.urlFormato;
}

/** Whether a row with this window shows at `momento` (ms). */
export function vigenteEn(desde: number | null, hasta: number | null, momento: number): boolean {
  return (desde === null || desde <= momento) && (hasta === null || momento <= hasta);
}

/** The error of a quick-list quantity for a product's sale mode (spec section 5), or null. */
export function cantidadListaError(cantidad: number, m: ModalidadVenta): string | null {
  const estatus = checkQuantity(cantidad, m, Number.MAX_SAFE_INTEGER);
  if (estatus === CarritoDetalleEstatus.ACTIVO) return null;
  const min = defaultQuantity(m);
  const paso = Math.max(1, m.grupo) * Math.max(1, m.unidad);
  if (estatus === CarritoDetalleEstatus.MAXIMO_SUPERADO) return `La cantidad máxima es ${m.maximo! * Math.max(1, m.unidad)}`;
  if (estatus === CarritoDetalleEstatus.MINIMO_INSATISFECHO) return `La cantidad mínima es ${min}`;
  return paso > 1 ? `La cantidad debe ser ${min} más múltiplos de ${paso}` : 'La cantidad debe ser un número entero positivo';
}
