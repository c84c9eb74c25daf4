/**
 * In-app notifications: `notify` writes one for a customer (inside the caller's transaction, so a status
 * change and its notification commit together); the customer reads the latest ones and marks them read.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  NOTIFICACION_LISTA_MAX,
  NOTIFICACION_TEXTO_MAX,
  NOTIFICACION_TITULO_MAX,
  type Notificacion,
  type Notificaciones,
} from '../../shared/contracts/notifications';
import type { Db, Tx } from '../db/client';
import { notFound } from '../errors';
import { notificacion } from './tables';

export interface NotificacionNueva {
  titulo: string;
  texto: string;
  /** An in-app path (/caracas/...) or an http(s) address. */
  enlace?: string | null;
  imagen?: string | null;
  envioPushId?: number | null;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Writes an in-app notification for a customer; titles and texts too long are shortened. */
export async function notify(db: Db | Tx, usuarioId: number, n: NotificacionNueva): Promise<void> {
  await db.insert(notificacion).values({
    usuarioId,
    titulo: cut(n.titulo.trim(), NOTIFICACION_TITULO_MAX),
    texto: cut(n.texto.trim(), NOTIFICACION_TEXTO_MAX),
    enlace: n.enlace ?? null,
    imagen: n.imagen ?? null,
    envioPushId: n.envioPushId ?? null,
  });
}

function toNotificacion(r: typeof notificacion.$inferSelect): Notificacion {
  return {
    id: r.id,
    titulo: r.titulo,
    texto: r.texto,
    enlace: r.enlace,
    imagen: r.imagen,
    leida: r.leidaEn !== null,
    fechaHora: r.creadoEn.toISOString(),
  };
}

/** The customer's latest notifications (newest first) and how many are unread. */
export async function listNotifications(db: Db, usuarioId: number): Promise<Notificaciones> {
  const rows = await db
    .select()
    .from(notificacion)
    .where(eq(notificacion.usuarioId, usuarioId))
    .orderBy(desc(notificacion.id))
    .limit(NOTIFICACION_LISTA_MAX);
  const [{ n }] = (await db
    .select({ n: count() })
    .from(notificacion)
    .where(and(eq(notificacion.usuarioId, usuarioId), isNull(notificacion.leidaEn)))) as [{ n: number }];
  return { noLeidas: Number(n), notificacion: rows.map(toNotificacion) };
}

/** Marks one of the customer's notifications read (another customer's is 404). */
export async function markRead(db: Db, usuarioId: number, id: number): Promise<Notificaciones> {
  const [row] = await db
    .select({ id: notificacion.id, leidaEn: notificacion.leidaEn })
    .from(notificacion)
    .where(and(eq(notificacion.id, id), eq(notificacion.usuarioId, usuarioId)));
  if (!row) throw notFound('Notificación no encontrada');
  if (!row.leidaEn) await db.update(notificacion).set({ leidaEn: new Date() }).where(eq(notificacion.id, id));
  return listNotifications(db, usuarioId);
}

export async function markAllRead(db: Db, usuarioId: number): Promise<Notificaciones> {
  await db
    .update(notificacion)
    .set({ leidaEn: new Date() })
    .where(and(eq(notificacion.usuarioId, usuarioId), isNull(notificacion.leidaEn)));
  return listNotifications(db, usuarioId);
}
