/** Roles of spec section 6 and the admin-area -> role table. */

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USUARIO = 'ROLE_USUARIO';

export const AREA_ROLES = [
  'ROLE_TIENDA',
  'ROLE_CATEGORIA',
  'ROLE_ETIQUETA',
  'ROLE_PRODUCTO',
  'ROLE_PUBLICIDAD',
  'ROLE_LISTA_RAPIDA',
  'ROLE_ZONA_ACTUALIZAR',
  'ROLE_INVENTARIO',
  'ROLE_PEDIDO',
  'ROLE_MEMBRESIA',
  'ROLE_CLIENTE',
  'ROLE_CUPON',
  'ROLE_ENVIO',
  'ROLE_TARJETA',
  'ROLE_CONFIG',
  'ROLE_ATENCION_CLIENTE',
  'ROLE_USUARIO_ADMIN',
  'ROLE_ONE_SIGNAL',
] as const;
export type AreaRole = (typeof AREA_ROLES)[number];

export const ZONE_ROLE_PREFIX = 'ROLE_ZONA_';
/** Zone role for a zone route parameter (its slug): ROLE_ZONA_caracas. */
export function zoneRole(zonaSlug: string): string {
  return ZONE_ROLE_PREFIX + zonaSlug;
}
export function isZoneRole(role: string): boolean {
  return role.startsWith(ZONE_ROLE_PREFIX) && role !== 'ROLE_ZONA_ACTUALIZAR';
}

/** Admin route (first path segment under /admin) -> required area role. */
export const ADMIN_AREA_ROLE: Record<string, AreaRole> = {
  tienda: 'ROLE_TIENDA',
  categoria: 'ROLE_CATEGORIA',
  etiqueta: 'ROLE_ETIQUETA',
  producto: 'ROLE_PRODUCTO',
  zona: 'ROLE_ZONA_ACTUALIZAR',
  'lista-rapida': 'ROLE_LISTA_RAPIDA',
  publicidad: 'ROLE_PUBLICIDAD',
  'buscador-historial': 'ROLE_PUBLICIDAD',
  reporte: 'ROLE_PUBLICIDAD',
  onesignal: 'ROLE_ONE_SIGNAL',
  inventario: 'ROLE_INVENTARIO',
  config: 'ROLE_CONFIG',
  pedido: 'ROLE_PEDIDO',
  membresia: 'ROLE_MEMBRESIA',
  tarjeta: 'ROLE_TARJETA',
  vuelto: 'ROLE_TARJETA',
  cupon: 'ROLE_CUPON',
  envio: 'ROLE_ENVIO',
  cliente: 'ROLE_CLIENTE',
  'borrar-cuenta': 'ROLE_CLIENTE',
  usuario: 'ROLE_USUARIO_ADMIN',
  referido: 'ROLE_ATENCION_CLIENTE',
  /** The audit trail of every back-office write (beyond the spec): staff administrators only. */
  bitacora: 'ROLE_USUARIO_ADMIN',
};

/**
 * Back-office areas open to staff holding any one of several roles (an empty list: every staff member);
 * what each of them then sees is narrowed by the service.
 */
export const ADMIN_SHARED_AREAS: Record<string, readonly AreaRole[]> = {
  'pagos-por-verificar': ['ROLE_PEDIDO', 'ROLE_TARJETA', 'ROLE_MEMBRESIA'],
  dashboard: [],
};

/**
 * API paths under /admin whose area is not their first segment, as route patterns (`:param` matches any
 * one segment). The longest matching pattern wins; other paths belong to the area of their first segment.
 */
export const ADMIN_API_AREAS: Record<string, string> = {
  orden: 'pedido',
  algolia: 'producto',
  // the spec's advertising and quick-list calls under a zone (spec section 7, "Admin zone")
  'zona/:zona/slider': 'publicidad',
  'zona/:zona/sliderpublicidad': 'publicidad',
  'zona/:zona/fullpublicidad': 'publicidad',
  'zona/:zona/linkmenulistado': 'publicidad',
  'zona/:zona/imagenoferta': 'publicidad',
  'zona/:zona/destacadoespecial': 'publicidad',
  'zona/:zona/imagenlistarapida': 'lista-rapida',
};

function patternMatches(pattern: string[], path: string[]): boolean {
  return pattern.length <= path.length && pattern.every((seg, i) => seg === path[i] || (seg.startsWith(':') && path[i] !== undefined));
}

/**
 * The admin area that guards an API route, from its pattern under /admin ('categoria/:id/estatus',
 * 'zona/:zona/slider'); null when the route belongs to no known area (the server then refuses it).
 */
export function adminApiArea(routePath: string): string | null {
  const path = routePath.replace(/^\/+/, '').split('/');
  let best: { area: string; length: number } | null = null;
  for (const [pattern, area] of Object.entries(ADMIN_API_AREAS)) {
    const segments = pattern.split('/');
    if (patternMatches(segments, path) && (!best || segments.length > best.length)) best = { area, length: segments.length };
  }
  const area = best?.area ?? path[0] ?? '';
  return area in ADMIN_AREA_ROLE || area in ADMIN_SHARED_AREAS ? area : null;
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLE_ADMIN);
}

/** Every listed role is required (spec section 6, guard rule). */
export function hasRoles(roles: readonly string[], required: readonly string[]): boolean {
  return required.every((r) => roles.includes(r));
}

function holdsAreaRole(roles: readonly string[], area: string): boolean {
  const areaRole = ADMIN_AREA_ROLE[area];
  if (areaRole) return roles.includes(areaRole);
  const anyOf = ADMIN_SHARED_AREAS[area];
  if (!anyOf) return false;
  return anyOf.length === 0 || anyOf.some((r) => roles.includes(r));
}

export type AccessDenial = 'login' | 'area' | 'zona' | null;

/**
 * Decide access to an admin area, optionally scoped to a zone. Returns null when allowed, otherwise why:
 * 'login' (not logged in), 'area' (missing ROLE_ADMIN or area role), 'zona' (missing ROLE_ZONA_<zona>).
 */
export function adminAccess(
  roles: readonly string[] | null,
  area: string,
  zonaSlug?: string,
): AccessDenial {
  if (!roles) return 'login';
  if (!isAdmin(roles) || !holdsAreaRole(roles, area)) return 'area';
  if (zonaSlug !== undefined && !roles.includes(zoneRole(zonaSlug))) return 'zona';
  return null;
}

export const ACCESS_MESSAGES = {
  titulo: 'Área restringida',
  area: 'No tiene los permisos necesarios para esta área',
  zona: 'No tiene los permisos de la Zona necesaria para esta área',
} as const;
