/**
 * Balance cards: a customer buys one for themself (a top-up) or as a gift for an e-mail, paying by pago
 * móvil, transferencia or Zelle with its reference; staff verify the payment and decide. Approval credits
 * the buyer (kind tarjetapago, referenciaId = request id) or issues a gift code mailed to the recipient,
 * in the same transaction as the status change, with the request row locked: 20 concurrent approvals give
 * one credit, and the same decision again is answered with the row as it is (idempotent).
 *
 * Exported for the verification queue (pagos-por-verificar): listPendingCardPayments and decideCardRequest.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FormComprar, ComprarTarjeta, SolicitudesPagina, TarjetaSolicitud } from '../../shared/contracts/wallet';
import { TARJETA_METODOS } from '../../shared/contracts/wallet';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import {
  LIST_PAGE_SIZE,
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
import { normalizeEmail } from '../../shared/contracts/auth';
import { usuario } from '../auth/tables';
import { audit } from '../audit/service';
import { getSettings } from '../config/service';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound, unprocessable, type FieldErrors } from '../errors';
import { paymentMethod, paymentMethods } from '../orders/payment-methods';
import type { Mailer } from '../plugins/mail';
import type { Actor } from '../request-context';
import { checkAmount, DATOS_INVALIDOS } from './amounts';
import { cardSettings } from './card-settings';
import { giftCardMail } from './mail';
import { issueGiftCode, maskCode } from './gift-codes';
import { notify } from '../notifications/service';
import { creditBalance, getBalance } from './service';
import { requireGateway, startCardPayment, TARJETA_OPCION, type GatewaySetup } from './gateway-service';
import { tarjetaRegalo, tarjetaSolicitud } from './tables';
import type { PendingPaymentFields } from '../../shared/contracts/payments-queue';

export const SOLICITUD_NO_ENCONTRADA = 'Solicitud no encontrada';
export const SOLICITUD_YA_PROCESADA = 'La solicitud ya fue procesada';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const solicitudNoEncontrada = () => notFound(SOLICITUD_NO_ENCONTRADA);

export async function purchaseForm(db: Db, usuarioId: number, gateway: GatewaySetup | null = null): Promise<FormComprar> {
  const [limits, settings, saldo] = await Promise.all([cardSettings(db), getSettings(db), getBalance(db, usuarioId)]);
  return {
    montos: limits.montos,
    minimo: limits.minimo,
    maximo: limits.maximo,
    tasa: settings.tasa,
    metodoPago: [...paymentMethods().filter((m) => (TARJETA_METODOS as readonly number[]).includes(m.id)), ...(gateway ? [TARJETA_OPCION] : [])],
    saldo,
  };
}

type Row = typeof tarjetaSolicitud.$inferSelect;
const nombrado = <T extends number>(id: T, nombres: Record<T, string>) => ({ id, nombre: nombres[id] ?? '' });

function toCustomer(r: Row, codigoUsado: boolean | null): TarjetaSolicitud {
  return {
    id: r.id,
    tipo: nombrado(r.tipo as TarjetaTipoId, tarjetaTipoNombre),
    monto: r.monto,
    tasa: r.tasa,
    montoBs: r.montoBs,
    metodo: nombrado(r.metodo as MetodoPagoId, metodoPagoNombre),
    referencia: r.referencia,
    banco: r.banco,
    destinatarioEmail: r.destinatarioEmail,
    destinatarioNombre: r.destinatarioNombre,
    mensaje: r.mensaje,
    estatus: nombrado(r.estatus as TarjetaSolicitudEstatusId, tarjetaSolicitudEstatusNombre),
    nota: r.nota,
    codigoUsado,
    creadoEn: r.creadoEn.toISOString(),
    verificadoEn: r.verificadoEn?.toISOString() ?? null,
  };
}

async function codesUsed(db: Db | Tx, ids: number[]): Promise<Map<number, { usado: boolean; final: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ solicitudId: tarjetaRegalo.solicitudId, usadoPor: tarjetaRegalo.usadoPor, final: tarjetaRegalo.codigoFinal })
    .from(tarjetaRegalo)
    .where(inArray(tarjetaRegalo.solicitudId, ids));
  return new Map(rows.map((r) => [r.solicitudId, { usado: r.usadoPor !== null, final: r.final }]));
}

function clean(body: ComprarTarjeta, limits: { minimo: string; maximo: string }, gateway: GatewaySetup | null) {
  const card = body.metodo === MetodoPago.TARJETA;
  if (card) requireGateway(gateway);
  const errores: FieldErrors = {};
  let monto = '';
  try {
    monto = checkAmount(body.monto, limits);
  } catch (e) {
    Object.assign(errores, (e as { errores?: FieldErrors }).errores);
  }
  if (!card && !body.referencia) errores.referencia = 'Indique la referencia del pago';
  if (!card && !(TARJETA_METODOS as readonly number[]).includes(body.metodo)) errores.metodo = 'Método de pago no disponible para tarjetas';
  const metodo = paymentMethod(body.metodo);
  const banco = body.banco?.trim() ?? '';
  const telefono = body.telefono?.trim() ?? '';
  if (metodo?.requiere.includes('banco') && banco.length < 2) errores.banco = 'Indique el banco de origen';
  if (metodo?.requiere.includes('telefono') && !telefono) errores.telefono = 'Indique el teléfono del pago móvil';
  let destinatarioEmail: string | null = null;
  if (body.tipo === TarjetaTipo.REGALO) {
    const email = body.destinatarioEmail?.trim() ?? '';
    if (!EMAIL_RE.test(email)) errores.destinatarioEmail = 'Indique un correo electrónico válido';
    else destinatarioEmail = normalizeEmail(email);
  }
  if (Object.keys(errores).length) throw badRequest(DATOS_INVALIDOS, errores);
  return {
    monto,
    enBolivares: metodo?.enBolivares ?? false,
    banco,
    telefono,
    destinatarioEmail,
    destinatarioNombre: body.tipo === TarjetaTipo.REGALO ? (body.destinatarioNombre?.trim() ?? '') : '',
    mensaje: body.tipo === TarjetaTipo.REGALO ? (body.mensaje?.trim() ?? '') : '',
  };
}

/** Records a purchase awaiting verification; the same claveIdempotencia again answers the first request. */
export async function purchaseCard(
  db: Db,
  usuarioId: number,
  body: ComprarTarjeta,
  gateway: GatewaySetup | null = null,
): Promise<{ created: boolean; solicitud: TarjetaSolicitud }> {
  const clave = body.claveIdempotencia;
  const existing = async () => {
    if (!clave) return null;
    const [row] = await db
      .select()
      .from(tarjetaSolicitud)
      .where(and(eq(tarjetaSolicitud.usuarioId, usuarioId), eq(tarjetaSolicitud.claveIdempotencia, clave)));
    return row ? { created: false, solicitud: toCustomer(row, null) } : null;
  };
  const again = await existing();
  if (again) return again;
  const [limits, settings] = await Promise.all([cardSettings(db), getSettings(db)]);
  const data = clean(body, limits, gateway);
  const card = body.metodo === MetodoPago.TARJETA;
  let row: Row | undefined;
  try {
    [row] = await db
      .insert(tarjetaSolicitud)
      .values({
        usuarioId,
        claveIdempotencia: clave ?? randomUUID(),
        tipo: body.tipo,
        monto: data.monto,
        tasa: settings.tasa,
        montoBs: data.enBolivares ? round2(multiply(data.monto, settings.tasa)) : null,
        metodo: body.metodo,
        // a card payment's reference is its gateway session once opened; until then a unique placeholder
        referencia: card ? `T-${randomBytes(12).toString('hex')}` : body.referencia!,
        banco: data.banco,
        telefono: data.telefono,
        destinatarioEmail: data.destinatarioEmail,
        destinatarioNombre: data.destinatarioNombre,
        mensaje: data.mensaje,
      })
      .returning();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const raced = await existing();
    if (raced) return raced;
    throw e;
  }
  if (!card) return { created: true, solicitud: toCustomer(row!, null) };
  const tipo = body.tipo === TarjetaTipo.REGALO ? 'de regalo' : 'de saldo';
  const pasarela = await startCardPayment(db, gateway!, { causa: 'tarjeta', causaId: row!.id, usuarioId, monto: row!.monto, descripcion: `Tarjeta ${tipo} #${row!.id}` });
  return { created: true, solicitud: { ...(await getMyRequest(db, usuarioId, row!.id)), pasarela } };
}

export async function listMyRequests(db: Db, usuarioId: number, pagina: number): Promise<SolicitudesPagina> {
  const where = eq(tarjetaSolicitud.usuarioId, usuarioId);
  const rows = await db
    .select()
    .from(tarjetaSolicitud)
    .where(where)
    .orderBy(desc(tarjetaSolicitud.creadoEn), desc(tarjetaSolicitud.id))
    .limit(LIST_PAGE_SIZE)
    .offset((pagina - 1) * LIST_PAGE_SIZE);
  const [{ total }] = (await db.select({ total: count() }).from(tarjetaSolicitud).where(where)) as [{ total: number }];
  const used = await codesUsed(db, rows.map((r) => r.id));
  return {
    solicitud: rows.map((r) => toCustomer(r, used.get(r.id)?.usado ?? null)),
    pagina,
    total,
    paginas: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
  };
}

export async function getMyRequest(db: Db, usuarioId: number, id: number): Promise<TarjetaSolicitud> {
  const [row] = await db
    .select()
    .from(tarjetaSolicitud)
    .where(and(eq(tarjetaSolicitud.id, id), eq(tarjetaSolicitud.usuarioId, usuarioId)));
  if (!row) throw solicitudNoEncontrada();
  const used = await codesUsed(db, [row.id]);
  return toCustomer(row, used.get(row.id)?.usado ?? null);
}

// ---- back office ------------------------------------------------------------------------------------

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
