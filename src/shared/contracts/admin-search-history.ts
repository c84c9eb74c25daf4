/**
 * Search history and synonyms of the back office (spec area buscador-historial, ROLE_PUBLICIDAD):
 * - GET /admin/buscador-historial          filter/sort/range -> HistorialFila[] (one row per search text)
 * - GET /admin/buscador-historial/serie    ?filter=... -> HistorialSerie (searches per day)
 * - GET|POST /admin/buscador-historial/sinonimo, GET|PUT|DELETE /admin/buscador-historial/sinonimo/{id}
 * Searches of zones the caller holds no ROLE_ZONA_<slug> for are left out (searches without a zone only
 * for staff of every zone). Clicks and conversions come from the insights events of the same period.
 */
import { Type, type Static } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });

export const HistorialFiltroSchema = Type.Object(
  {
    desde: Type.Optional(Fecha),
    hasta: Type.Optional(Fecha),
    zonaId: Type.Optional(Id),
    usuarioTipo: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    /** Only texts with zero-result searches not fixed since (true), or only texts that found products (false). */
    sinResultados: Type.Optional(Type.Boolean()),
    /** Start of the search text. */
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type HistorialFiltro = Static<typeof HistorialFiltroSchema>;

export const HistorialFilaSchema = Type.Object({
  /** The search text itself (rows are per text). */
  id: Type.String(),
  query: Type.String(),
  busquedas: Type.Integer(),
  /** Searches that returned nothing (and were not fixed by a synonym since). */
  sinResultados: Type.Integer(),
  /** Hits of the latest search. */
  resultados: Type.Integer(),
  clics: Type.Integer(),
  conversiones: Type.Integer(),
  /** Percentages with 2 decimals (clicks or conversions per search). */
  tasaClics: Type.String(),
  tasaConversion: Type.String(),
  ultimaBusqueda: Type.String({ format: 'date-time' }),
});
export type HistorialFila = Static<typeof HistorialFilaSchema>;

export const HISTORIAL_ORDENABLES = ['query', 'busquedas', 'sinResultados', 'clics', 'conversiones', 'ultimaBusqueda'] as const;

export const HistorialSerieSchema = Type.Object({
  dias: Type.Array(Type.Object({ dia: Type.String(), busquedas: Type.Integer(), sinResultados: Type.Integer() })),
});
export type HistorialSerie = Static<typeof HistorialSerieSchema>;

export const SINONIMO_MAX_PALABRAS = 20;
const Palabra = Type.String({ minLength: 1, maxLength: 40 });

export const SinonimoBodySchema = Type.Object(
  { palabras: Type.Array(Palabra, { minItems: 2, maxItems: SINONIMO_MAX_PALABRAS }) },
  { additionalProperties: false },
);
export type SinonimoBody = Static<typeof SinonimoBodySchema>;

const sinonimoFields = {
  id: Type.Integer(),
  palabras: Type.Array(Type.String()),
  creadoEn: Type.String({ format: 'date-time' }),
  actualizadoEn: Type.String({ format: 'date-time' }),
};
export const SinonimoSchema = Type.Object(sinonimoFields);
export type Sinonimo = Static<typeof SinonimoSchema>;

/** A saved set, with the zero-result search texts it fixed (re-run at once). */
export const SinonimoGuardadoSchema = Type.Object({ ...sinonimoFields, corregidas: Type.Array(Type.String()) });
export type SinonimoGuardado = Static<typeof SinonimoGuardadoSchema>;

export const SinonimoFiltroSchema = Type.Object({ q: Type.Optional(Type.String({ maxLength: 40 })) }, { additionalProperties: false });

export const SINONIMO_MENSAJES = {
  vacia: 'Las palabras no pueden estar vacías',
  palabra: 'Cada sinónimo debe ser una sola palabra de letras o números',
  repetida: 'Las palabras deben ser distintas',
  minimo: 'Indique al menos dos palabras',
} as const;
