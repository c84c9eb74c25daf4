/**
 * A zone's slug is its storefront address (/{slug}) and its staff role (ROLE_ZONA_{slug}): lowercase
 * letters, digits and single hyphens, and none of the words the storefront, the API or the back office's
 * zone routes already use.
 */
export const ZONA_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ZONA_SLUG_MAX = 60;
export const ZONA_NOMBRE_MAX = 100;

export const RESERVED_ZONE_SLUGS: ReadonlySet<string> = new Set([
  // storefront and server paths at the root
  'admin', 'auth', 'backend', 'api', 'assets', 'uploads', 'search', 'health', 'docs', 'mi-cuenta', 'calificaciones',
  'error', 'mantenimiento', 'atencion-cliente', 'tarjeta-saldo', 'prime', 'comparte-y-gana', 'favicon-ico', 'robots-txt',
  // the back office's /admin/zona/<word> calls
  'registrar', 'registrardata', 'listado', 'nombre', 'slug',
]);

export const ZONE_MESSAGES = {
  slugFormato: 'Use letras minúsculas sin acentos, números y guiones, sin espacios',
  slugReservado: 'Ese slug está reservado por la tienda; elija otro',
  slugTomado: 'Ya existe una zona con ese slug',
  nombreTomado: 'Ya existe una zona con ese nombre',
  nombreVacio: 'Indique el nombre de la zona',
} as const;

/** The error of a zone slug, or null when it can be used. */
export function zonaSlugError(slug: string): string | null {
  if (!ZONA_SLUG_PATTERN.test(slug) || slug.length > ZONA_SLUG_MAX) return ZONE_MESSAGES.slugFormato;
  if (RESERVED_ZONE_SLUGS.has(slug)) return ZONE_MESSAGES.slugReservado;
  return null;
}

export const TELEFONO_PATTERN = /^0\d{10}$/;
export const TELEFONO_MESSAGE = 'Indique un teléfono de 11 dígitos que empiece por 0 (por ejemplo 02125550101)';

/** A phone as typed ('0212-555.01 01') reduced to its digits; '' stays empty. */
export function normalizeTelefono(value: string): string {
  return value.replace(/[\s().-]/g, '');
}
