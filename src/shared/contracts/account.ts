/** The shopper's account pages (Mi cuenta): profile, e-mail, password, delete request. Shared by server and storefront. */
import { Type, type Static } from 'typebox';
import { TipoDocumento } from '../enums';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 180 });
/** The current password as typed: any non-empty text (it is only compared). */
const ClaveActual = Type.String({ minLength: 1, maxLength: 200 });

/** Document number: digits (hyphens allowed), V/E/J/G chosen apart. */
export const DOCUMENTO_PATTERN = '^[0-9][0-9-]{3,19}$';
export const DOCUMENTO_INVALIDO = 'Documento inválido: solo números (V, E, J o G seguido de dígitos)';

export const ProfileBody = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 100 }),
    apellido: Type.String({ minLength: 1, maxLength: 100 }),
    tipoDocumento: Type.Enum([...TipoDocumento]),
    documento: Type.String({ minLength: 4, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const EmailChangeBody = Type.Object({ email: Email, clave: ClaveActual }, { additionalProperties: false });
export type EmailChangeBody = Static<typeof EmailChangeBody>;

export const EmailConfirmBody = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type EmailConfirmBody = Static<typeof EmailConfirmBody>;

export const PasswordChangeBody = Type.Object(
  { claveActual: ClaveActual, claveNueva: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const DeletionRequestBody = Type.Object(
  { motivo: Type.String({ minLength: 3, maxLength: 500 }), clave: ClaveActual },
  { additionalProperties: false },
);
export type DeletionRequestBody = Static<typeof DeletionRequestBody>;

export const DeletionRequestSchema = Type.Object({
  id: Type.Integer(),
  motivo: Type.String(),
  estatus: Type.Integer(),
  estatusNombre: Type.String(),
  nota: Type.String(),
  creadoEn: Type.String(),
  resueltoEn: Type.Union([Type.String(), Type.Null()]),
});
export type DeletionRequest = Static<typeof DeletionRequestSchema>;

/** The caller's latest delete request, or null when they never asked. */
export const DeletionStatusSchema = Type.Object({ solicitud: Type.Union([DeletionRequestSchema, Type.Null()]) });
export type DeletionStatus = Static<typeof DeletionStatusSchema>;

/** The e-mail change applied: every other session ended, this device continues with a new session. */
export const EmailConfirmedAnswer = Type.Object({ mensaje: Type.String(), email: Type.String(), token: Type.String(), refresh: Type.Integer() });
export type EmailConfirmedAnswer = Static<typeof EmailConfirmedAnswer>;
