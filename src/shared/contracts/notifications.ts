/**
 * In-app notifications of the logged-in customer (spec sections 7 and 9: polled every 150 s while the app is
 * open and on focus; requests under /usuario/notificacion skip the common error handler):
 * - GET /usuario/notificacion                 -> Notificaciones (the 20 latest and the unread count)
 * - PUT /usuario/notificacion/{id}/leida      -> Notificaciones (marks one read; another customer's id is 404)
 * - PUT /usuario/notificacion/leidas          -> Notificaciones (marks every one read)
 */
import { Type, type Static } from 'typebox';

/** Spec section 9: "Notification interval setting: 150" (seconds). */
export const NOTIFICACION_INTERVALO_S = 150;
export const NOTIFICACION_LISTA_MAX = 20;
export const NOTIFICACION_TITULO_MAX = 80;
export const NOTIFICACION_TEXTO_MAX = 300;

export const NotificacionSchema = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  texto: Type.String(),
  /** In-app path (/caracas/...) or an http(s) address; null when it leads nowhere. */
  enlace: Type.Union([Type.String(), Type.Null()]),
  imagen: Type.Union([Type.String(), Type.Null()]),
  leida: Type.Boolean(),
  fechaHora: Type.String({ format: 'date-time' }),
});
export type Notificacion = Static<typeof NotificacionSchema>;

export const NotificacionesSchema = Type.Object({
  noLeidas: Type.Integer(),
  notificacion: Type.Array(NotificacionSchema),
});
export type Notificaciones = Static<typeof NotificacionesSchema>;
