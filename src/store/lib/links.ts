/**
 * Named links of spec section 2. A name that does not exist or a missing required parameter is an
 * internal error: link() throws.
 */
const LINKS = {
  inicio: { path: '/' },
  login: { path: '/auth/login' },
  logout: { path: '/auth/logout' },
  registro: { path: '/auth/registro', optionalQuery: ['ref'] },
  recuperarClave: { path: '/auth/recuperar-clave' },
  miCuenta: { path: '/mi-cuenta' },
  miCuentaCorreo: { path: '/mi-cuenta/correo' },
  miCuentaClave: { path: '/mi-cuenta/clave' },
  miCuentaBorrar: { path: '/mi-cuenta/borrar-cuenta' },
  comparteYGana: { path: '/comparte-y-gana' },
  misPedidos: { path: '/mi-cuenta/pedidos' },
  miPedido: { path: '/mi-cuenta/pedidos/:id' },
  calificaciones: { path: '/calificaciones' },
  prime: { path: '/prime' },
  procesar: { path: '/procesar', query: ['tipo', 'id'] },
  tarjetaSaldo: { path: '/tarjeta-saldo' },
  admin: { path: '/admin' },
  zona: { path: '/:zona' },
  supermercado: { path: '/:zona/supermercado' },
  categoriaSlug: { path: '/:zona/supermercado/:slug' },
  subcategoriaSlug: { path: '/:zona/supermercado/:slug/:sub' },
  etiqueta: { path: '/:zona/etiqueta/:slug' },
  destacado: { path: '/:zona/destacado/:slug' },
  listasRapidas: { path: '/:zona/lista-rapida' },
  listaRapida: { path: '/:zona/lista-rapida/:slug' },
  atencionCliente: { path: '/atencion-cliente' },
  buscar: { path: '/:zona/buscar', query: ['q'] },
  productoSlug: { path: '/:zona/producto/:slug', optionalQuery: ['queryID'] },
  pagar: { path: '/:zona/pago/:pagina' },
  confirmacion: { path: '/:zona/pago/confirmacion/:orden' },
  quieneSomos: { path: '/:zona/quienes-somos' },
  preguntasFrecuentes: { path: '/:zona/preguntas-frecuentes' },
  terminosCondiciones: { path: '/:zona/terminos-condiciones' },
  politicasPrivacidad: { path: '/:zona/politicas-privacidad' },
  politicasDevolucion: { path: '/:zona/politicas-devolucion' },
  cambioTelefono: { path: '/mi-cuenta/telefono', optionalQuery: ['returnUrl'] },
  mantenimientoZona: { path: '/mantenimiento/:zona' },
  error404: { path: '/error', fixedQuery: { codigo: '404' } },
  error500: { path: '/error', fixedQuery: { codigo: '500' } },
  errorX: { path: '/error', query: ['codigo'] },
} as const satisfies Record<string, LinkDef>;

interface LinkDef {
  path: string;
  query?: readonly string[];
  optionalQuery?: readonly string[];
  fixedQuery?: Record<string, string>;
}

type Links = typeof LINKS;
export type LinkName = keyof Links;

type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
type Listed<D, K extends string> = D extends { [key in K]: readonly (infer Q extends string)[] } ? Q : never;
type Value = string | number;

export type LinkParams<N extends LinkName> = { [K in PathParams<Links[N]['path']> | Listed<Links[N], 'query'>]: Value } & {
  [K in Listed<Links[N], 'optionalQuery'>]?: Value | null;
};

type Args<N extends LinkName> = [keyof LinkParams<N>] extends [never]
  ? []
  : Record<never, never> extends LinkParams<N>
    ? [params?: LinkParams<N>]
    : [params: LinkParams<N>];

export function link<N extends LinkName>(name: N, ...args: Args<N>): string {
  const def: LinkDef | undefined = Object.hasOwn(LINKS, name) ? LINKS[name] : undefined;
  if (!def) throw new Error(`Enlace desconocido: ${String(name)}`);
  const params = (args[0] ?? {}) as Record<string, Value | null | undefined>;
  const required = (key: string): string => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Falta el parámetro "${key}" del enlace ${String(name)}`);
    }
    return String(value);
  };
  const path = def.path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(required(key)));
  const search = new URLSearchParams(def.fixedQuery);
  for (const key of def.query ?? []) search.set(key, required(key));
  for (const key of def.optionalQuery ?? []) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
