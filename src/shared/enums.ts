/** Every enumeration of spec section 3: numeric ids as stored, Spanish names as shown. */

export const UsuarioEstatus = {
  ACTIVO: 1,
  BLOQUEADO: 2,
  INACTIVO: 3,
  VERIFICAR_EMAIL: 4,
  ELIMINADO: 5,
} as const;
export type UsuarioEstatusId = (typeof UsuarioEstatus)[keyof typeof UsuarioEstatus];
export const usuarioEstatusNombre: Record<UsuarioEstatusId, string> = {
  1: 'Activo',
  2: 'Bloqueado',
  3: 'Inactivo',
  4: 'Verificar correo',
  5: 'Eliminado',
};

export const UsuarioTipo = {
  normal: 1,
  prime: 2,
  mayorista: 3,
} as const;
export type UsuarioTipoNombre = keyof typeof UsuarioTipo;
export type UsuarioTipoId = (typeof UsuarioTipo)[UsuarioTipoNombre];
export const usuarioTipoNombres = Object.keys(UsuarioTipo) as UsuarioTipoNombre[];
export const usuarioTipoPorId: Record<UsuarioTipoId, UsuarioTipoNombre> = {
  1: 'normal',
  2: 'prime',
  3: 'mayorista',
};
export const usuarioTipoEtiqueta: Record<UsuarioTipoNombre, string> = {
  normal: 'Normal',
  prime: 'PRIME',
  mayorista: 'Mayorista',
};
export const USUARIO_TIPO_DEFECTO: UsuarioTipoNombre = 'normal';

export const Estatus = {
  ACTIVO: 1,
  INACTIVO: 2,
} as const;
export type EstatusId = (typeof Estatus)[keyof typeof Estatus];
export const estatusNombre: Record<EstatusId, string> = { 1: 'Activo', 2: 'Inactivo' };

export const CarritoEstatus = {
  ACTIVO: 1,
  INACTIVO: 2,
} as const;

export const CarritoDetalleEstatus = {
  ACTIVO: 1,
  INVENTARIO_INSUFICIENTE: 2,
  EXISTENCIA_SUPERADA: 3,
  MINIMO_INSATISFECHO: 4,
  MAXIMO_SUPERADO: 5,
  CANTIDAD_INCORRECTA: 6,
  NO_DISPONIBLE: 7,
} as const;
export type CarritoDetalleEstatusId = (typeof CarritoDetalleEstatus)[keyof typeof CarritoDetalleEstatus];

export const TipoDocumento = ['V', 'E', 'J', 'G'] as const;
export type TipoDocumentoId = (typeof TipoDocumento)[number];

export const MonedaTipo = ['dollar', 'bolivar'] as const;
export type MonedaTipoNombre = (typeof MonedaTipo)[number];
/** Base (system) currency id. */
export const MONEDA_BASE_ID = 1;
export const MONEDA_BOLIVAR_ID = 2;

export const AppKind = ['website', 'ios', 'android'] as const;
export type AppKindNombre = (typeof AppKind)[number];
/** Request header naming the app kind (spec section 7). */
export const APP_KIND_HEADER = 'x-app-kind';

export const HTTP_CODIGOS_ERROR_PAGINA = [400, 403, 404, 408, 500] as const;

/** Business constants of spec section 9. */
export const LIST_PAGE_SIZE = 50;
export const MAX_CART_PAGES = 3;
export const TIMEZONE = 'America/Caracas';
