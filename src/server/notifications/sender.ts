/**
 * Delivering a push send. The segment's customers always get an in-app notification (written in one
 * statement, in the same transaction that records the counts, so a send is never written twice); when
 * OneSignal is configured the message also goes out through its REST API, by external id (user uuid).
 *
 * Scheduled sends: `sendDuePushes` claims every due send (`estatus` Programado and `programadoPara` <= now)
 * one at a time with `FOR UPDATE SKIP LOCKED`, so several API instances never send the same one twice. It
 * runs when the server starts, on an in-process timer every 30 s and whenever the history of sends is read.
 * A send left Enviando by an instance that stopped mid-send is taken again once its lease (reclamado_en)
 * is older than PUSH_LEASE_MS, and delivered without reaching anyone twice (see deliver).
 */
import { and, count, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { EnvioPushEstatus, type SegmentoFiltros } from '../../shared/contracts/admin-onesignal';
import { usuario } from '../auth/tables';
import type { Db } from '../db/client';
import type { PushProvider } from './onesignal';
import { segmentCondition } from './segments';
import { envioPush, notificacion, segmentoPush } from './tables';

/** Turns a stored image path (/uploads/...) into an absolute address for OneSignal. */
export function absoluteUrl(publicUrl: string, value: string | null): string | null {
  if (!value) return null;
  return value.startsWith('/') ? `${publicUrl}${value}` : value;
}

export interface SendContext {
  db: Db;
  provider: PushProvider | null;
  publicUrl: string;
}

/** How long a send taken to deliver (Enviando) stays with the instance that took it; then it is taken again. */
export const PUSH_LEASE_MS = 180_000;

/**
 * Delivers a send already marked Enviando; records counts and the final status. Safe to run again on a
 * send cut short (a crash mid-send): the bell gets one notification per customer and send
 * (notificacion_envio_usuario_uq), and OneSignal is given the same customers in the same batches with the
 * same idempotency keys, so it does not deliver a batch it already accepted.
 */
export async function deliver(ctx: SendContext, envioId: number): Promise<void> {
  const { db } = ctx;
  const [e] = await db
    .select({ envio: envioPush, filtros: segmentoPush.filtros })
    .from(envioPush)
    .innerJoin(segmentoPush, eq(segmentoPush.id, envioPush.segmentoId))
    .where(eq(envioPush.id, envioId));
  if (!e || e.envio.estatus !== EnvioPushEstatus.ENVIANDO) return;
  const filtros = e.filtros as SegmentoFiltros;
  const m = e.envio;
  const enviados = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${notificacion} (usuario_id, titulo, texto, enlace, imagen, envio_push_id)
      select ${usuario.id}, ${m.titulo}, ${m.texto}, ${m.enlace}, ${m.imagen}, ${m.id}
      from ${usuario} where ${segmentCondition(filtros)}
      on conflict (envio_push_id, usuario_id) where envio_push_id is not null do nothing`);
    const [{ n }] = (await tx.select({ n: count() }).from(notificacion).where(eq(notificacion.envioPushId, m.id))) as [{ n: number }];
    await tx.update(envioPush).set({ enviados: Number(n), destinatarios: Number(n) }).where(eq(envioPush.id, m.id));
    return Number(n);
  });
  let recibidosPush: number | null = null;
  let error: string | null = null;
  if (ctx.provider) {
    try {
      // the customers whose bell got it (a set fixed once written), in id order: the same batches every time
      const members = await db
        .select({ uuid: usuario.uuid })
        .from(notificacion)
        .innerJoin(usuario, eq(usuario.id, notificacion.usuarioId))
        .where(eq(notificacion.envioPushId, m.id))
        .orderBy(notificacion.usuarioId);
      recibidosPush = members.length
        ? (await ctx.provider.send(
            { titulo: m.titulo, texto: m.texto, enlace: m.enlace, imagen: absoluteUrl(ctx.publicUrl, m.imagen) },
            members.map((u) => u.uuid),
            `envio-push:${m.id}:${m.creadoEn.toISOString()}`,
          )).recibidos
        : 0;
    } catch (err) {
      error = (err as Error).message.slice(0, 500);
      recibidosPush = 0;
    }
  }
  await db
    .update(envioPush)
    .set({
      estatus: error ? EnvioPushEstatus.FALLIDO : EnvioPushEstatus.ENVIADO,
      destinatarios: enviados,
      enviados,
      recibidosPush,
      error,
      enviadoEn: new Date(),
    })
    .where(and(eq(envioPush.id, m.id), eq(envioPush.estatus, EnvioPushEstatus.ENVIANDO)));
}

/**
 * Takes the next send to deliver, or null: a scheduled one that is due, or one left Enviando whose lease
 * ran out (its instance stopped mid-send). The lease is renewed in the same statement.
 */
async function claimDue(db: Db): Promise<number | null> {
  const stale = sql`now() - ${`${PUSH_LEASE_MS} milliseconds`}::interval`;
  const due = db
    .select({ id: envioPush.id })
    .from(envioPush)
    .where(
      or(
        and(eq(envioPush.estatus, EnvioPushEstatus.PROGRAMADO), lte(envioPush.programadoPara, sql`now()`)),
        and(eq(envioPush.estatus, EnvioPushEstatus.ENVIANDO), or(isNull(envioPush.reclamadoEn), lt(envioPush.reclamadoEn, stale))),
      ),
    )
    .orderBy(envioPush.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(envioPush)
    .set({ estatus: EnvioPushEstatus.ENVIANDO, reclamadoEn: sql`now()` })
    .where(sql`${envioPush.id} = (${due})`)
    .returning({ id: envioPush.id });
  return row?.id ?? null;
}

/** Sends every scheduled send that is due and takes up again those cut short; returns how many were sent. */
export async function sendDuePushes(ctx: SendContext): Promise<number> {
  let sent = 0;
  for (let id = await claimDue(ctx.db); id !== null; id = await claimDue(ctx.db)) {
    await deliver(ctx, id);
    sent++;
  }
  return sent;
}
