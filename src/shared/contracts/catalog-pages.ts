/**
 * Wire shapes of the storefront's catalog pages: home of a zone, featured groups, category listing,
 * tags, product detail and quick lists. Every product shown anywhere is a ProductoTarjeta, already
 * filtered to what the caller's plan can buy in that zone (active product, active category and parent,
 * a price for the plan, stock above 0). Amounts are decimal strings in the system currency; display
 * values (offer %, tax, converted totals) come from shared/money.ts on the client.
 *
 * Paths (under the API base; every one takes an optional Bearer token: the plan is the caller's, normal
 * for guests; an unknown or inactive zone is 404 'Zona no encontrada'):
 * - GET /api/website/inicio/{zona}                          -> Inicio
 * - GET /api/website/destacado/{zona}/{destacado}?pag=N     -> DestacadoPagina
 *     {zona} is the zone slug, {destacado} the featured group's slug (unique in its zone) or numeric id.
 * - GET /api/categoria/supermercado?zona=<slug>             -> Supermercado
 * - GET /api/categoria/supermercado/{slug}[/{sub}]?zona=<slug>&pag=N -> CategoriaPagina
 *     One leading hyphen of {slug} and {sub} is stripped before the lookup ('-viveres' = 'viveres'), so
 *     links built as '-<slug>' and plain '<slug>' both work. {sub} must be a child of {slug}.
 * - GET /api/etiqueta/{slug}?zona=<slug>&pag=N              -> EtiquetaPagina
 * - GET /api/producto/{slug}?zona=<slug>                    -> ProductoDetalle (404 when not sellable)
 * - GET /api/lista-rapida/zona/{zona}                       -> ListasRapidas
 * - GET /api/lista-rapida/zona/{zona}/{slug}                -> ListaRapidaDetalle
 * `pag` is 1-based, 50 products a page (LIST_PAGE_SIZE); a page past the end is 200 with no products.
 */
import { Type, type Static } from 'typebox';
import { ImagenOpcionalSchema, ImagenProcesadaSchema } from './catalog';

const UsuarioTipoTipoSchema = Type.Union([Type.Literal('normal'), Type.Literal('prime'), Type.Literal('mayorista')]);

/** Sale mode of a price: quantities go from minimo*unidad, in steps of grupo*unidad, up to maximo*unidad. */
export const ModalidadVentaSchema = Type.Object({
  minimo: Type.Integer(),
  /** null: no maximum besides the stock. */
  maximo: Type.Union([Type.Integer(), Type.Null()]),
  grupo: Type.Integer(),
  unidad: Type.Integer(),
});
export type ModalidadVentaWire = Static<typeof ModalidadVentaSchema>;

/** The price of the product for the caller's plan in the zone. */
export const PrecioTarjetaSchema = Type.Object({
  /** Price before tax, decimal string ("12.50"). */
  precio: Type.String(),
  /** Offer price before tax; "0.00" when there is no offer. */
  oferta: Type.String(),
  modalidadVenta: ModalidadVentaSchema,
  usuarioTipo: Type.Object({ tipo: UsuarioTipoTipoSchema }),
});
export type PrecioTarjeta = Static<typeof PrecioTarjetaSchema>;

/** The one product shape of every listing (spec section 3, Product). */
export const ProductoTarjetaSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  nombre: Type.String(),
  imagen: ImagenOpcionalSchema,
  /** Tax percentage as a decimal string: "16.00", or "0.00" when exempt. */
  impuesto: Type.String(),
  precio: PrecioTarjetaSchema,
  /** One entry: the stock the zone sells from (existencia > 0). */
  inventario: Type.Array(Type.Object({ existencia: Type.Integer() })),
  /** The product's own (sub-)category. */
  categoria: Type.Object({ slug: Type.String(), nombre: Type.String() }),
});
export type ProductoTarjeta = Static<typeof ProductoTarjetaSchema>;

/** A page of products with its totals. */
export const PaginaProductosSchema = Type.Object({
  producto: Type.Array(ProductoTarjetaSchema),
  /** 1-based page number asked for. */
  pagina: Type.Integer(),
  porPagina: Type.Integer(),
  /** Sellable products in the whole listing. */
  total: Type.Integer(),
  /** ceil(total / porPagina); 0 when there is none. */
  paginas: Type.Integer(),
});
export type PaginaProductos = Static<typeof PaginaProductosSchema>;

// ---- home of a zone -------------------------------------------------------------------------------

export const SliderSchema = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  /** Desktop image. */
  imagen: ImagenProcesadaSchema,
  /** Phone image (narrow screens); absent: the desktop image serves both. */
  imagenMovil: Type.Optional(ImagenProcesadaSchema),
  /** Internal path ('/caracas/supermercado/viveres') or absolute URL; null: not a link. */
  url: Type.Union([Type.String(), Type.Null()]),
});
export type Slider = Static<typeof SliderSchema>;

export const ImagenOfertaSchema = Type.Object({
  id: Type.Integer(),
  imagen: ImagenProcesadaSchema,
  url: Type.String(),
});
export type ImagenOferta = Static<typeof ImagenOfertaSchema>;

export const MensajePublicidadSchema = Type.Object({ id: Type.Integer(), mensaje: Type.String() });
export type MensajePublicidad = Static<typeof MensajePublicidadSchema>;

export const DestacadoSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  imagen: ImagenOpcionalSchema,
  /** The special group is shown first and highlighted (at most one per zone). */
  especial: Type.Boolean(),
});
export type Destacado = Static<typeof DestacadoSchema>;

/** A featured group on the home page: its first products and how many it has in all. */
export const DestacadoInicioSchema = Type.Object({
  ...DestacadoSchema.properties,
  producto: Type.Array(ProductoTarjetaSchema),
  total: Type.Integer(),
});
export type DestacadoInicio = Static<typeof DestacadoInicioSchema>;

export const ListaRapidaSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Type.String(),
  descripcion: Type.String(),
  imagen: ImagenOpcionalSchema,
});
export type ListaRapida = Static<typeof ListaRapidaSchema>;

/** Products a featured group shows on the home page. */
export const DESTACADO_INICIO_PRODUCTOS = 12;
/** Products in offer on the home page. */
export const OFERTA_INICIO_PRODUCTOS = 24;

/** GET /api/website/inicio/{zona}. Groups without sellable products are left out. */
export const InicioSchema = Type.Object({
  slider: Type.Array(SliderSchema),
  imagenOferta: Type.Array(ImagenOfertaSchema),
  mensajePublicidad: Type.Array(MensajePublicidadSchema),
  destacado: Type.Array(DestacadoInicioSchema),
  listaRapida: Type.Array(ListaRapidaSchema),
  /** Products with an offer for the caller's plan, biggest discount first. */
  oferta: Type.Array(ProductoTarjetaSchema),
});
export type Inicio = Static<typeof InicioSchema>;

/** GET /api/website/destacado/{zona}/{destacado}: products in the group's order. */
export const DestacadoPaginaSchema = Type.Object({
  destacado: DestacadoSchema,
  ...PaginaProductosSchema.properties,
});
export type DestacadoPagina = Static<typeof DestacadoPaginaSchema>;

// ---- categories and tags ---------------------------------------------------------------------------

export const CategoriaRefSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() });
export type CategoriaRef = Static<typeof CategoriaRefSchema>;

export const SubcategoriaPaginaSchema = Type.Object({
  ...CategoriaRefSchema.properties,
  icono: Type.Union([Type.String(), Type.Null()]),
  miniaturaImagen: ImagenOpcionalSchema,
});

/** A top-level category with its active sub-categories (menu order). */
export const CategoriaPaginaInfoSchema = Type.Object({
  ...SubcategoriaPaginaSchema.properties,
  subcategoria: Type.Array(SubcategoriaPaginaSchema),
});
export type CategoriaPaginaInfo = Static<typeof CategoriaPaginaInfoSchema>;

/**
 * GET /api/categoria/supermercado/{slug}[/{sub}]: the top-level category (always, even when {sub} is
 * given), the selected sub-category or null, the breadcrumbs (top-level then sub) and the products of
 * the sub-category, or of the whole category with all its sub-categories. Order: most popular first.
 */
export const CategoriaPaginaSchema = Type.Object({
  categoria: CategoriaPaginaInfoSchema,
  subcategoria: Type.Union([CategoriaRefSchema, Type.Null()]),
  migas: Type.Array(CategoriaRefSchema),
  ...PaginaProductosSchema.properties,
});
export type CategoriaPagina = Static<typeof CategoriaPaginaSchema>;

/** Products a top-level category shows on the listing root. */
export const SUPERMERCADO_PRODUCTOS = 8;

/**
 * GET /api/categoria/supermercado?zona=: every active top-level category (menu order) with its
 * sub-categories, how many sellable products it has (sub-categories included) and its most popular
 * ones. Categories with total 0 are included; the client may hide them.
 */
export const SupermercadoSchema = Type.Object({
  categoria: Type.Array(
    Type.Object({
      ...CategoriaPaginaInfoSchema.properties,
      total: Type.Integer(),
      producto: Type.Array(ProductoTarjetaSchema),
    }),
  ),
});
export type Supermercado = Static<typeof SupermercadoSchema>;

/** GET /api/etiqueta/{slug}: an active tag and its products, most popular first. */
export const EtiquetaPaginaSchema = Type.Object({
  etiqueta: Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() }),
  ...PaginaProductosSchema.properties,
});
export type EtiquetaPagina = Static<typeof EtiquetaPaginaSchema>;

// ---- product detail ----------------------------------------------------------------------------------

/** Products of the same sub-category shown with a product. */
export const RELACIONADOS_PRODUCTOS = 8;

/**
 * GET /api/producto/{slug}?zona=: the card plus the details. A product the caller's plan cannot buy in
 * the zone (inactive, no price, no stock) is 404 'Producto no encontrado'.
 */
export const ProductoDetalleSchema = Type.Object({
  producto: Type.Object({
    ...ProductoTarjetaSchema.properties,
    descripcion: Type.String(),
    marca: Type.Union([Type.String(), Type.Null()]),
    /** Every image of the product, the main one first (the card's imagen). */
    imagenes: Type.Array(ImagenProcesadaSchema),
    /** Category path: top-level category then the product's sub-category. */
    migas: Type.Array(CategoriaRefSchema),
    /** Active tags. */
    etiqueta: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), nombre: Type.String() })),
  }),
  relacionado: Type.Array(ProductoTarjetaSchema),
});
export type ProductoDetalle = Static<typeof ProductoDetalleSchema>;

// ---- quick lists ---------------------------------------------------------------------------------------

/** GET /api/lista-rapida/zona/{zona}: the zone's active quick lists in their order. */
export const ListasRapidasSchema = Type.Object({ listaRapida: Type.Array(ListaRapidaSchema) });
export type ListasRapidas = Static<typeof ListasRapidasSchema>;

/**
 * A product of a quick list with its suggested quantity, already a valid option for the caller
 * (shared/quantity.ts): at least minimo*unidad, on a grupo*unidad step, at most the stock and maximo.
 */
export const ListaRapidaItemSchema = Type.Object({ cantidad: Type.Integer(), producto: ProductoTarjetaSchema });
export type ListaRapidaItem = Static<typeof ListaRapidaItemSchema>;

/** GET /api/lista-rapida/zona/{zona}/{slug}: the list and its sellable products in the list's order. */
export const ListaRapidaDetalleSchema = Type.Object({
  listaRapida: ListaRapidaSchema,
  producto: Type.Array(ListaRapidaItemSchema),
});
export type ListaRapidaDetalle = Static<typeof ListaRapidaDetalleSchema>;

// ---- query strings ---------------------------------------------------------------------------------------

/** Slugs in paths and queries. */
export const SlugSchema = Type.String({ minLength: 1, maxLength: 180, pattern: '^[A-Za-z0-9_-]+$' });
export const PaginaQuerySchema = Type.Integer({ minimum: 1, maximum: 10000, default: 1 });

export const ZonaQuerySchema = Type.Object({ zona: SlugSchema });
export const ZonaPaginaQuerySchema = Type.Object({ zona: SlugSchema, pag: PaginaQuerySchema });
export const PaginaSoloQuerySchema = Type.Object({ pag: PaginaQuerySchema });
