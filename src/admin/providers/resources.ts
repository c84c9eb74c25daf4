/**
 * How each back-office resource maps onto the `/admin` API: its path, the body it may write and the
 * extra verbs it supports. A new resource is one entry here.
 */

type Data = Record<string, unknown>;

export interface ResourceMapping {
  /** API path under /admin; the resource name when absent. */
  path?: string;
  /** The body sent on create and update, from the form's record (the server refuses unknown fields). */
  body?: (data: Data) => Data;
  /** PUT /admin/<path>/<id>/estatus */
  estatus?: boolean;
  /** POST /admin/<path>/<id>/imagen */
  imagen?: boolean;
  /** Fields checked with GET /admin/<path>/<field>/<value>[/<id>] */
  unique?: readonly string[];
  /** DELETE /admin/<path>/<id> */
  delete?: boolean;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const optionalText = (value: unknown) => (isBlank(value) ? null : String(value).trim());

const optionalId = (value: unknown) => (isBlank(value) ? null : Number(value));

function categoriaBody(data: Data): Data {
  const slug = optionalText(data.slug);
  return {
    nombre: String(data.nombre ?? '').trim(),
    ...(slug === null ? {} : { slug }),
    padreId: optionalId(data.padreId),
    icono: optionalText(data.icono),
    orden: isBlank(data.orden) ? 0 : Number(data.orden),
    estatus: isBlank(data.estatus) ? 1 : Number(data.estatus),
  };
}

/** Amounts travel as decimal strings with 2 decimals. */
const decimal = (value: unknown) => (isBlank(value) ? '0.00' : Number(value).toFixed(2));

const isoDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

function cuponBody(data: Data): Data {
  return {
    zonaId: Number(data.zonaId),
    nombre: String(data.nombre ?? '').trim(),
    codigo: String(data.codigo ?? '').trim().toUpperCase(),
    valor: decimal(data.valor),
    porcentaje: Boolean(data.porcentaje),
    montoMinimo: decimal(data.montoMinimo),
    usosMaximos: isBlank(data.usosMaximos) ? null : Number(data.usosMaximos),
    usosPorUsuario: Number(data.usosPorUsuario),
    desde: isoDate(data.desde),
    hasta: isoDate(data.hasta),
    estatus: isBlank(data.estatus) ? 1 : Number(data.estatus),
  };
}

export const RESOURCES: Record<string, ResourceMapping> = {
  categoria: { body: categoriaBody, estatus: true, imagen: true, unique: ['nombre', 'slug'] },
  cupon: { body: cuponBody, estatus: true },
  /** Orders are read and moved (orden/<id>/estatus with a note), never created or edited here. */
  pedido: { path: 'orden' },
};

export function mappingOf(resource: string): ResourceMapping {
  return RESOURCES[resource] ?? {};
}

export function pathOf(resource: string): string {
  return mappingOf(resource).path ?? resource;
}
