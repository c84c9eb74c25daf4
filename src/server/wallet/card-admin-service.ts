/**
 * Balance cards in the back office: staff's rows, one request, the verification queue's reads
 * (listPendingCardPayments, cardRequestsWithReferences) and the decision (decideCardRequest): approval credits
 * the buyer or issues a gift code in the status change's transaction, the row locked, so 20 concurrent
 * approvals give one credit; the same decision again answers the row as it is.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import type { PendingPaymentFields } from '../../shared/contracts/payments-queue';
import {
  MetodoPago,
  metodoPagoNombre,
  TarjetaSolicitudEstatus,
  tarjetaSolicitudEstatusNombre,
  TarjetaTipo,
  tarjetaTipoNombre,
  type MetodoPagoId,
  type TarjetaSolicitudEstatusId,
  type TarjetaTipoId,
} from '../../shared/enums';
import { formatMoney, multiply, round2 } from '../../shared/money';
import { audit } from '../audit/service';
import { usuario } from '../auth/tables';
import type { Db, Tx } from '../db/client';
import { conflict, unprocessable } from '../errors';
import { notify } from '../notifications/service';
import type { Mailer } from '../plugins/mail';
import type { Actor } from '../request-context';
import { codesUsed, SOLICITUD_YA_PROCESADA, solicitudNoEncontrada, type Row } from './card-service';
import { maskCode, issueGiftCode } from './gift-codes';
import { giftCardMail } from './mail';
import { creditBalance } from './service';
import { tarjetaSolicitud } from './tables';

export const adminColumns = {
  row: tarjetaSolicitud,
  email: usuario.email,
  cliente: sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`,
  duplicada: sql<boolean>`exists (select 1 from ${tarjetaSolicitud} o where o.referencia = ${tarjetaSolicitud.referencia} and o.id <> ${tarjetaSolicitud.id})`,
};

export type AdminRow = { row: Row; email: string; cliente: string; duplicada: boolean };

export async function toAdminRows(db: Db | Tx, rows: AdminRow[]): Promise<SolicitudFila[]> {
  const used = await codesUsed(db, rows.map((r) => r.row.id));
  return rows.map(({ row: r, email, cliente, duplicada }) => ({
    id: r.id,
    usuarioId: r.usuarioId,
    email,
    cliente,
    tipo: r.tipo,
    tipoNombre: tarjetaTipoNombre[r.tipo as TarjetaTipoId] ?? '',
    monto: r.monto,
    tasa: r.tasa,
    montoBs: r.montoBs,
    metodo: r.metodo,
    metodoNombre: metodoPagoNombre[r.metodo as MetodoPagoId] ?? '',
    referencia: r.referencia,
    banco: r.banco,
    telefono: r.telefono,
    destinatarioEmail: r.destinatarioEmail,
    destinatarioNombre: r.destinatarioNombre,
    mensaje: r.mensaje,
    estatus: r.estatus,
    estatusNombre: tarjetaSolicitudEstatusNombre[r.estatus as TarjetaSolicitudEstatusId] ?? '',
    nota: r.nota,
    verificadoPor: r.verificadoPor,
    verificadoEn: r.verificadoEn?.toISOString() ?? null,
    creadoEn: r.creadoEn.toISOString(),
    codigoFinal: used.has(r.id) ? maskCode(used.get(r.id)!.final) : null,
    codigoUsado: used.get(r.id)?.usado ?? null,
    referenciaDuplicada: Boolean(duplicada),
  }));
}

export async function getCardRequestAdmin(db: Db | Tx, id: number): Promise<SolicitudFila> {
  const rows = await db.select(adminColumns).from(tarjetaSolicitud).innerJoin(usuario, eq(usuario.id, tarjetaSolicitud.usuarioId)).where(eq(tarjetaSolicitud.id, id));
  if (!rows[0]) throw solicitudNoEncontrada();
  return (await toAdminRows(db, rows))[0]!;
}

/** A card payment awaiting verification, as the verification queue lists it. */
export interface PendingCardPayment extends PendingPaymentFields {
  id: number;
  tipo: number;
  banco: string;
  referencia: string;
  fecha: Date;
}

/**
 * Card requests awaiting verification, oldest first, at most `limit`, and how many there are; `q`: a
 * reference (lower-cased, exact).
 */
export async function listPendingCardPayments(db: Db, limit: number, q?: string): Promise<{ rows: PendingCardPayment[]; total: number }> {
  const where = and(
    eq(tarjetaSolicitud.estatus, TarjetaSolicitudEstatus.POR_VERIFICAR),
    // card payments are decided by the gateway's webhook, not by staff
    sql`${tarjetaSolicitud.metodo} <> ${MetodoPago.TARJETA}`,
    q ? sql`lower(${tarjetaSolicitud.referencia}) = ${q}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tarjetaSolicitud.id,
        tipo: tarjetaSolicitud.tipo,
        usuarioId: tarjetaSolicitud.usuarioId,
        clienteNombre: sql<string>`trim(${usuario.nombre} || ' ' || ${usuario.apellido})`,
        clienteEmail: usuario.email,
        metodo: tarjetaSolicitud.metodo,
        monto: tarjetaSolicitud.monto,
        montoBs: tarjetaSolicitud.montoBs,
        tasa: tarjetaSolicitud.tasa,
        banco: tarjetaSolicitud.banco,
        referencia: tarjetaSolicitud.referencia,
        fecha: tarjetaSolicitud.creadoEn,
      })
      .from(tarjetaSolicitud)
      .innerJoin(usuario, eq(usuario.id, tarjetaSolicitud.usuarioId))
      .where(where)
      .orderBy(asc(tarjetaSolicitud.creadoEn), asc(tarjetaSolicitud.id))
      .limit(Math.max(limit, 0)),
    db.select({ n: count() }).from(tarjetaSolicitud).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, montoBs: r.montoBs ?? round2(multiply(r.monto, r.tasa)) })), total: total?.n ?? 0 };
}

/** Card requests (any status) whose reference is one of `refs` (lower-cased), for the queue's duplicate flags. */
export async function cardRequestsWithReferences(db: Db, refs: string[]): Promise<{ id: number; referencia: string }[]> {
  if (!refs.length) return [];
  return db
    .select({ id: tarjetaSolicitud.id, referencia: sql<string>`lower(${tarjetaSolicitud.referencia})` })
    .from(tarjetaSolicitud)
    .where(inArray(sql`lower(${tarjetaSolicitud.referencia})`, refs));
}

/**
 * Approves or rejects a card request (row locked). Approval credits the buyer or issues a gift code; the
 * code's e-mail goes out through `mailer` after the commit (the verification queue passes app.mailer).
 * The same decision twice answers the row unchanged; the other decision after one is 409.
 */
export async function decideCardRequest(
  db: Db,
  actor: Actor | null,
  id: number,
  decision: 'aprobar' | 'rechazar',
  nota = '',
  mailer?: Pick<Mailer, 'send'>,
): Promise<SolicitudFila> {
  const target = decision === 'aprobar' ? TarjetaSolicitudEstatus.APROBADA : TarjetaSolicitudEstatus.RECHAZADA;
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tarjetaSolicitud).where(eq(tarjetaSolicitud.id, id)).for('update');
    if (!current) throw solicitudNoEncontrada();
    if (current.estatus === target) return { mail: null };
    if (current.estatus !== TarjetaSolicitudEstatus.POR_VERIFICAR) throw conflict(SOLICITUD_YA_PROCESADA, { estatus: SOLICITUD_YA_PROCESADA });
    const [updated] = await tx
      .update(tarjetaSolicitud)
      .set({ estatus: target, nota: nota.trim().slice(0, 300), verificadoPor: actor?.id ?? null, verificadoEn: new Date() })
      .where(eq(tarjetaSolicitud.id, id))
      .returning();
    let mail: { to: string; nombre: string; codigo: string; row: Row; de: string } | null = null;
    if (target === TarjetaSolicitudEstatus.APROBADA && current.tipo === TarjetaTipo.RECARGA) {
      await creditBalance(tx, {
        usuarioId: current.usuarioId,
        monto: current.monto,
        tipo: 'tarjetapago',
        referenciaId: current.id,
        descripcion: `Tarjeta de saldo #${current.id}`,
        autorId: actor?.id ?? null,
      });
    } else if (target === TarjetaSolicitudEstatus.APROBADA) {
      if (!current.destinatarioEmail) throw unprocessable('La tarjeta de regalo no tiene destinatario', { destinatarioEmail: 'Falta el correo' });
      const codigo = await issueGiftCode(tx, { id: current.id, monto: current.monto, destinatarioEmail: current.destinatarioEmail });
      const [buyer] = await tx.select({ nombre: usuario.nombre, apellido: usuario.apellido }).from(usuario).where(eq(usuario.id, current.usuarioId));
      mail = { to: current.destinatarioEmail, nombre: current.destinatarioNombre, codigo, row: current, de: `${buyer?.nombre ?? ''} ${buyer?.apellido ?? ''}`.trim() };
    }
    const monto = formatMoney(current.monto, '$');
    await notify(
      tx,
      current.usuarioId,
      target === TarjetaSolicitudEstatus.RECHAZADA
        ? { titulo: 'Solicitud de tarjeta no aprobada', texto: `Su solicitud #${current.id} de ${monto} no fue aprobada${updated!.nota ? `: ${updated!.nota}` : ''}.`, enlace: '/tarjeta-saldo' }
        : current.tipo === TarjetaTipo.RECARGA
          ? { titulo: 'Recarga de saldo aprobada', texto: `Se abonaron ${monto} a su saldo TZM.`, enlace: '/tarjeta-saldo' }
          : { titulo: 'Tarjeta de regalo enviada', texto: `Enviamos el código de ${monto} a ${current.destinatarioEmail ?? ''}.`, enlace: '/tarjeta-saldo' },
    );
    await audit(tx, {
      recurso: 'tarjeta/solicitud',
      registroId: id,
      accion: 'estatus',
      antes: { estatus: current.estatus, nota: current.nota },
      despues: { estatus: updated!.estatus, nota: updated!.nota },
      area: 'tarjeta',
    });
    return { mail };
  });
  if (result.mail && mailer) {
    const m = result.mail;
    await mailer.send({ to: m.to, ...giftCardMail({ nombre: m.nombre, de: m.de, monto: m.row.monto, mensaje: m.row.mensaje, codigo: m.codigo }) });
  }
  return getCardRequestAdmin(db, id);
}
