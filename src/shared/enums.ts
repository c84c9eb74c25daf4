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
/** What a cart line with that status tells the shopper (ACTIVO says nothing). */
export const carritoDetalleEstatusMensaje: Record<CarritoDetalleEstatusId, string | null> = {
  1: null,
  2: 'Sin inventario disponible',
  3: 'La cantidad supera la existencia disponible',
  4: 'No alcanza la cantidad mínima de venta',
  5: 'Supera la cantidad máxima de venta',
  6: 'Cantidad incorrecta para la modalidad de venta',
  7: 'Producto no disponible',
};

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

/**
 * Delivery type of an order. EXPRESS is a delivery to the customer's address in the area's earliest
 * offered window, at the zone's express option's price (server/delivery/express.ts).
 */
export const TipoEnvio = {
  DELIVERY: 1,
  PICKUP: 2,
  EXPRESS: 3,
} as const;
export type TipoEnvioId = (typeof TipoEnvio)[keyof typeof TipoEnvio];
export const tipoEnvioNombre: Record<TipoEnvioId, string> = { 1: 'Delivery', 2: 'Retiro en tienda', 3: 'Express' };

/**
 * Order status. The normal path: POR_VERIFICAR -> VERIFICADO -> PREPARANDO -> EN_CAMINO (delivery) or
 * LISTO_RETIRO (pickup) -> ENTREGADO. Any status before ENTREGADO may go to CANCELADO, which returns
 * stock, balance and coupon use.
 */
export const OrdenEstatus = {
  POR_VERIFICAR: 1,
  VERIFICADO: 2,
  PREPARANDO: 3,
  EN_CAMINO: 4,
  LISTO_RETIRO: 5,
  ENTREGADO: 6,
  CANCELADO: 7,
} as const;
export type OrdenEstatusId = (typeof OrdenEstatus)[keyof typeof OrdenEstatus];
export const ordenEstatusNombre: Record<OrdenEstatusId, string> = {
  1: 'Pago por verificar',
  2: 'Pago verificado',
  3: 'En preparación',
  4: 'En camino',
  5: 'Listo para retirar',
  6: 'Entregado',
  7: 'Cancelado',
};

/** Payment methods of spec section 9 (images in public/pagos/). */
export const MetodoPago = {
  EFECTIVO: 1,
  PUNTO_VENTA: 2,
  PAGO_MOVIL: 3,
  TRANSFERENCIA: 4,
  APP_TRANSFERENCIA: 5,
  SALDO: 6,
  OTRO: 7,
  /** Card through the configured gateway (CARD_GATEWAY_*): balance cards and PRIME only. */
  TARJETA: 8,
} as const;
export type MetodoPagoId = (typeof MetodoPago)[keyof typeof MetodoPago];
export const metodoPagoNombre: Record<MetodoPagoId, string> = {
  1: 'Efectivo',
  2: 'Punto de venta',
  3: 'Pago móvil',
  4: 'Transferencia bancaria',
  5: 'Zelle',
  6: 'Saldo TZM / Tarjeta de regalo',
  7: 'Otro',
  8: 'Tarjeta de crédito o débito',
};

/** Status of one payment of an order. */
export const PagoEstatus = {
  POR_VERIFICAR: 1,
  VERIFICADO: 2,
  RECHAZADO: 3,
} as const;
export type PagoEstatusId = (typeof PagoEstatus)[keyof typeof PagoEstatus];
export const pagoEstatusNombre: Record<PagoEstatusId, string> = { 1: 'Por verificar', 2: 'Verificado', 3: 'Rechazado' };

/** Kinds of balance movement (ledger `tipo`), as in /usuario/tarjeta/saldo/historial/{kind}/{id}. */
export const MovimientoSaldoTipo = ['ajuste', 'tarjetaregalo', 'ordenpago', 'ordenreintegro', 'tarjetapago', 'membresiapago', 'vuelto', 'referido'] as const;
export type MovimientoSaldoTipoNombre = (typeof MovimientoSaldoTipo)[number];

/** Status of a PRIME membership request (solicitud). */
export const MembresiaSolicitudEstatus = {
  PENDIENTE: 1,
  APROBADA: 2,
  RECHAZADA: 3,
} as const;
export type MembresiaSolicitudEstatusId = (typeof MembresiaSolicitudEstatus)[keyof typeof MembresiaSolicitudEstatus];
export const membresiaSolicitudEstatusNombre: Record<MembresiaSolicitudEstatusId, string> = { 1: 'Pendiente', 2: 'Aprobada', 3: 'Rechazada' };

/** Status of a PRIME membership: active until fechaFinal, ended early by staff, or expired. */
export const MembresiaEstatus = {
  ACTIVA: 1,
  FINALIZADA: 2,
  VENCIDA: 3,
} as const;
export type MembresiaEstatusId = (typeof MembresiaEstatus)[keyof typeof MembresiaEstatus];
export const membresiaEstatusNombre: Record<MembresiaEstatusId, string> = { 1: 'Activa', 2: 'Finalizada', 3: 'Vencida' };

/** Balance-card purchase: a top-up of one's own balance or a gift for an e-mail. */
export const TarjetaTipo = { RECARGA: 1, REGALO: 2 } as const;
export type TarjetaTipoId = (typeof TarjetaTipo)[keyof typeof TarjetaTipo];
export const tarjetaTipoNombre: Record<TarjetaTipoId, string> = { 1: 'Recarga de saldo', 2: 'Tarjeta de regalo' };

/** Status of a balance-card purchase request. */
export const TarjetaSolicitudEstatus = { POR_VERIFICAR: 1, APROBADA: 2, RECHAZADA: 3 } as const;
export type TarjetaSolicitudEstatusId = (typeof TarjetaSolicitudEstatus)[keyof typeof TarjetaSolicitudEstatus];
export const tarjetaSolicitudEstatusNombre: Record<TarjetaSolicitudEstatusId, string> = { 1: 'Por verificar', 2: 'Aprobada', 3: 'Rechazada' };

/** Where change owed on an overpaid order payment went. */
export const VueltoDestino = { SALDO: 1, EFECTIVO: 2, TRANSFERENCIA: 3 } as const;
export type VueltoDestinoId = (typeof VueltoDestino)[keyof typeof VueltoDestino];
export const vueltoDestinoNombre: Record<VueltoDestinoId, string> = { 1: 'Abonado al saldo', 2: 'Pagado en efectivo', 3: 'Pagado por transferencia' };

/** Referral ('Comparte y gana') status. */
export const ReferidoEstatus = { REGISTRADO: 1, ENTREGADA: 2, ACREDITADA: 3, REVERTIDA: 4 } as const;
export type ReferidoEstatusId = (typeof ReferidoEstatus)[keyof typeof ReferidoEstatus];
export const referidoEstatusNombre: Record<ReferidoEstatusId, string> = {
  1: 'Registrado',
  2: 'Primera orden entregada',
  3: 'Recompensa acreditada',
  4: 'Recompensa revertida',
};

/** Status of a request to delete an account (back-office area borrar-cuenta). */
export const SolicitudBorradoEstatus = { PENDIENTE: 1, APROBADA: 2, RECHAZADA: 3 } as const;
export type SolicitudBorradoEstatusId = (typeof SolicitudBorradoEstatus)[keyof typeof SolicitudBorradoEstatus];
export const solicitudBorradoEstatusNombre: Record<SolicitudBorradoEstatusId, string> = { 1: 'Pendiente', 2: 'Aprobada', 3: 'Rechazada' };
