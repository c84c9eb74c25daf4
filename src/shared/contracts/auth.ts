/** Request and answer shapes of the auth endpoints (contract "Auth"), shared by the server and the clients. */
import { Type, type Static } from 'typebox';
import { TipoDocumento, usuarioTipoNombres } from '../enums';
import { TELEFONO_INPUT_MAX } from '../phone';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The password rule (8-64 characters with a letter and a digit): a Spanish reason, or null when it holds. */
export function passwordProblem(clave: string): string | null {
  if (clave.length < PASSWORD_MIN || clave.length > PASSWORD_MAX)
    return `La clave debe tener entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`;
  if (!/\p{L}/u.test(clave) || !/\p{N}/u.test(clave)) return 'La clave debe contener al menos una letra y un número';
  return null;
}

/** E-mails are compared and stored trimmed and lowercase. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 180 });
const Clave = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
const OneTimeToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 180 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** `refresh` is the refresh token's expiry (unix seconds); the refresh token itself travels in a cookie. */
export const TokenAnswer = Type.Object({ token: Type.String(), refresh: Type.Integer() });
export type TokenAnswer = Static<typeof TokenAnswer>;

export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const MessageAnswer = Type.Object({ mensaje: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

export const RegisterBody = Type.Object(
  {
    nombre: Type.String({ minLength: 1, maxLength: 100 }),
    apellido: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    telefono: Type.Union([Type.String({ maxLength: TELEFONO_INPUT_MAX }), Type.Null()]),
    tipoDocumento: Type.Enum([...TipoDocumento]),
    documento: Type.String({ minLength: 4, maxLength: 20, pattern: '^[0-9][0-9-]{3,19}$' }),
    clave: Clave,
    /** A friend's 'Comparte y gana' code (the registration link's ?ref=CODE). */
    codigoReferido: Type.Optional(Type.String({ maxLength: 12 })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const TokenBody = Type.Object({ token: OneTimeToken }, { additionalProperties: false });
export type TokenBody = Static<typeof TokenBody>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const ResetPasswordBody = Type.Object({ token: OneTimeToken, clave: Clave }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const RegisteredQuery = Type.Object({ email: Type.String({ minLength: 1, maxLength: 180 }) });
export type RegisteredQuery = Static<typeof RegisteredQuery>;

export const RegisteredAnswer = Type.Object({ registrado: Type.Boolean() });
export type RegisteredAnswer = Static<typeof RegisteredAnswer>;

export const Profile = Type.Object({
  uuid: Type.String(),
  email: Type.String(),
  nombre: Type.String(),
  apellido: Type.String(),
  telefono: Type.Union([Type.String(), Type.Null()]),
  tipoDocumento: Type.Union([Type.Enum([...TipoDocumento]), Type.Null()]),
  documento: Type.Union([Type.String(), Type.Null()]),
  usuarioTipo: Type.Enum([...usuarioTipoNombres]),
  estatus: Type.Integer(),
  roles: Type.Array(Type.String()),
});
export type Profile = Static<typeof Profile>;

/** The caller's new phone; the server normalises and checks it with shared/phone.ts. */
export const PhoneBody = Type.Object({ telefono: Type.String({ maxLength: TELEFONO_INPUT_MAX }) }, { additionalProperties: false });
export type PhoneBody = Static<typeof PhoneBody>;

/** Login refusal for a user that may not enter (blocked, inactive, unverified, deleted). */
export const LoginRefusal = Type.Object({ codigo: Type.Integer(), mensaje: Type.String(), estatus: Type.Optional(Type.Integer()) });
export type LoginRefusal = Static<typeof LoginRefusal>;
