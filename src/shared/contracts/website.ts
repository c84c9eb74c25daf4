/** Storefront bootstrap shapes: currencies, zones with their menu links, settings and GET /api/website/resolve. */
import { Type, type Static } from 'typebox';

export const MonedaSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.Union([Type.Literal('dollar'), Type.Literal('bolivar')]),
  nombre: Type.String(),
  simbolo: Type.String(),
  /** Decimal string: bolívares per dollar (1 for the system currency). */
  tasa: Type.String(),
  sistema: Type.Boolean(),
  default: Type.Boolean(),
});
export type Moneda = Static<typeof MonedaSchema>;

export const LinkMenuSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  url: Type.String(),
  externo: Type.Boolean(),
  slug: Type.String(),
  prioridad: Type.Integer(),
});
export type LinkMenu = Static<typeof LinkMenuSchema>;

export const ZonaSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  /** 1 active, 2 inactive (the storefront shows the maintenance page). */
  estatus: Type.Integer(),
  /** Sorted by prioridad, highest first. */
  linkMenu: Type.Array(LinkMenuSchema),
});
export type Zona = Static<typeof ZonaSchema>;

/** Business settings as decimal strings (amounts in the system currency). */
export const ConfiguracionSchema = Type.Object({
  minimoCompra: Type.String(),
  iconoCategoria: Type.String(),
  tasa: Type.String(),
  costoempaquetado: Type.String(),
});
export type Configuracion = Static<typeof ConfiguracionSchema>;

/** Where the storefront's search client points: the embedded API (host set) or hosted Algolia (host null). */
export const BusquedaSchema = Type.Object({
  appId: Type.String(),
  apiKey: Type.String(),
  indexName: Type.String(),
  host: Type.Union([Type.String(), Type.Null()]),
});
export type Busqueda = Static<typeof BusquedaSchema>;

/** Active top-level categories in menu order; the full tree with images is GET /api/categoria/menuwebsite. */
export const ResolveCategoriaSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  icono: Type.Union([Type.String(), Type.Null()]),
});
export type ResolveCategoria = Static<typeof ResolveCategoriaSchema>;

export const ResolveSchema = Type.Object({
  moneda: Type.Array(MonedaSchema),
  categoria: Type.Array(ResolveCategoriaSchema),
  /** Active zones only. */
  zona: Type.Array(ZonaSchema),
  configuracion: ConfiguracionSchema,
  busqueda: BusquedaSchema,
  // the caller's part last: the server serializes everything above once and appends it
  fechaServer: Type.String({ format: 'date-time' }),
  /** The caller's UsuarioEstatus id (a blocked user is reported so the client logs out); null for guests. */
  usuarioEstatus: Type.Union([Type.Integer(), Type.Null()]),
  usuarioTipo: Type.Union([Type.Literal('normal'), Type.Literal('prime'), Type.Literal('mayorista'), Type.Null()]),
  usuarioEsNuevo: Type.Boolean(),
  membresia: Type.Union([Type.Object({ fechaFinal: Type.String() }), Type.Null()]),
});
export type Resolve = Static<typeof ResolveSchema>;
