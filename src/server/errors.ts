/** The API's error shape: `{codigo, mensaje, errores?}` with the HTTP status (ARCHITECTURE.md, Errors). */

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    mensaje: string,
    readonly errores?: FieldErrors,
  ) {
    super(mensaje);
  }

  toBody(): { codigo: number; mensaje: string; errores?: FieldErrors } {
    return this.errores ? { codigo: this.status, mensaje: this.message, errores: this.errores } : { codigo: this.status, mensaje: this.message };
  }
}

export const badRequest = (mensaje: string, errores?: FieldErrors) => new AppError(400, mensaje, errores);
export const unauthorized = (mensaje = 'Debe iniciar sesión') => new AppError(401, mensaje);
export const forbidden = (mensaje = 'No tiene los permisos necesarios para esta área') => new AppError(403, mensaje);
export const notFound = (mensaje = 'Recurso no encontrado') => new AppError(404, mensaje);
export const conflict = (mensaje: string, errores?: FieldErrors) => new AppError(409, mensaje, errores);
export const unprocessable = (mensaje: string, errores?: FieldErrors) => new AppError(422, mensaje, errores);
export const tooManyRequests = (mensaje = 'Demasiadas solicitudes, intente nuevamente en unos minutos') =>
  new AppError(429, mensaje);

/** JSON schema of the error body, for route response schemas and the OpenAPI document. */
export const errorBodySchema = {
  type: 'object',
  properties: {
    codigo: { type: 'integer' },
    mensaje: { type: 'string' },
    errores: { type: 'object', additionalProperties: { type: 'string' } },
    /** UsuarioEstatus of a caller refused for their status (401): the client shows the blocked alert. */
    estatus: { type: 'integer' },
  },
  required: ['codigo', 'mensaje'],
} as const;
