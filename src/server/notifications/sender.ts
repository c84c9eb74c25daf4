/**
 * Delivering a push send. The segment's customers always get an in-app notification (written in one
 * statement, in the same transaction that records the counts, so a send is never written twice); when
 * OneSignal is configured the message also goes out through its REST API, by external id (user uuid).
 *
 * Scheduled sends: `sendDuePushes` claims every due send (`estatus` Programado and `programadoPara` <= now)
 * one at a time with `FOR UPDATE SKIP LOCKED`, so several API instances never send the same one twice. It
 * runs on an in-process timer every 30 s (scheduler.ts) and also whenever the history of sends is read.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { EnvioPushEstatus, type SegmentoFiltros } from '../../shared/contracts/admin-onesignal';
import { usuario } from '../auth/tables';
import type { Db } from '../db/client';
import type { PushProvider } from './onesignal';
import { segmentCondition, segmentMembers } from './segments';
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

/** Delivers a send already marked Enviando; records counts and the final status. */
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
    const result = await tx.execute(sql`
      with ins as (
        insert into ${notificacion} (usuario_id, titulo, texto, enlace, imagen, envio_push_id)
        select ${usuario.id}, ${m.titulo}, ${m.texto}, ${m.enlace}, ${m.imagen}, ${m.id}
        from ${usuario} where ${segmentCondition(filtros)}
        returning 1
      ) select count(*)::int as n from ins`);
    const rows = (result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
    const n = Number(rows[0]?.n ?? 0);
    await tx.update(envioPush).set({ enviados: n, destinatarios: n }).where(eq(envioPush.id, m.id));
    return n;
  });
  let recibidosPush: number | null = null;
  let error: string | null = null;
  if (ctx.provider) {
    try {
      const members = await segmentMembers(db, filtros);
      recibidosPush = members.length
        ? (await ctx.provider.send(
            { titulo: m.titulo, texto: m.texto, enlace: m.enlace, imagen: absoluteUrl(ctx.publicUrl, m.imagen) },
            members.map((u) => u.uuid),
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
    .where(eq(envioPush.id, m.id));
}

/** Claims the next due scheduled send, or null. */
async function claimDue(db: Db): Promise<number | null> {
  const due = db
    .select({ id: envioPush.id })
    .from(envioPush)
    .where(and(eq(envioPush.estatus, EnvioPushEstatus.PROGRAMADO), lte(envioPush.programadoPara, sql`now()`)))
    .orderBy(envioPush.programadoPara, envioPush.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(envioPush)
    .set({ estatus: EnvioPushEstatus.ENVIANDO })
    .where(and(sql`${envioPush.id} = (${due})`, eq(envioPush.estatus, EnvioPushEstatus.PROGRAMADO)))
    .returning({ id: envioPush.id });
  return row?.id ?? null;
}

/** Sends every scheduled send that is due; returns how many were sent. */
export async function sendDuePushes(ctx: SendContext): Promise<number> {
  let sent = 0;
  for (let id = await claimDue(ctx.db); id !== null; id = await claimDue(ctx.db)) {
    await deliver(ctx, id);
    sent++;
  }
  return sent;
}
