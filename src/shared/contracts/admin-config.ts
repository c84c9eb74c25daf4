/** Back-office settings (spec section 7 "Admin config"): the screen's data and its four edits. */
import { Type, type Static } from 'typebox';
import { ConfiguracionSchema, MonedaSchema } from './website';

export const TasaCambioSchema = Type.Object({
  fecha: Type.String({ format: 'date-time' }),
  /** Decimal string: bolívares per dollar from this change on. */
  tasa: Type.String(),
  anterior: Type.Union([Type.String(), Type.Null()]),
  usuarioEmail: Type.Union([Type.String(), Type.Null()]),
});
export type TasaCambio = Static<typeof TasaCambioSchema>;

export const ConfigDataSchema = Type.Object({
  configuracion: ConfiguracionSchema,
  moneda: Type.Array(MonedaSchema),
  /** The latest rate changes, newest first (at most HISTORIAL_TASA_MAX). */
  historialTasa: Type.Array(TasaCambioSchema),
});
export type ConfigData = Static<typeof ConfigDataSchema>;

export const HISTORIAL_TASA_MAX = 90;

/** Amounts arrive as text and are checked by the rules of shared/settings-rules.ts (Spanish field errors). */
const Texto = Type.String({ minLength: 1, maxLength: 20 });

export const TasaBodySchema = Type.Object({ tasa: Texto }, { additionalProperties: false });
export const MinimoCompraBodySchema = Type.Object({ minimoCompra: Texto }, { additionalProperties: false });
export const CostoEmpaquetadoBodySchema = Type.Object({ costoempaquetado: Texto }, { additionalProperties: false });
export const IconoCategoriaBodySchema = Type.Object({ iconoCategoria: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
