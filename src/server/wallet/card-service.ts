/**
 * Balance cards: a customer buys one for themself (a top-up) or as a gift for an e-mail, paying by pago
 * móvil, transferencia or Zelle with its reference; staff verify the payment and decide. Approval credits
 * the buyer (kind tarjetapago, referenciaId = request id) or issues a gift code mailed to the recipient,
 * in the same transaction as the status change, with the request row locked: 20 concurrent approvals give
 * one credit, and the same decision again is answered with the row as it is (idempotent).
 *
 * The customer's side; staff's (lists, the decision, the verification queue's reads) is card-admin-service.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FormComprar, ComprarTarjeta, SolicitudesPagina, TarjetaSolicitud } from '../../shared/contracts/wallet';
import { TARJETA_METODOS } from '../../shared/contracts/wallet';
import {
  LIST_PAGE_SIZE,
  MetodoPago,
  metodoPagoNombre,
  tarjetaSolicitudEstatusNombre,
  TarjetaTipo,
  tarjetaTipoNombre,
  type MetodoPagoId,
  type TarjetaSolicitudEstatusId,
  type TarjetaTipoId,
} from '../../shared/enums';
import { multiply, round2 } from '../../shared/money';
import { normalizeEmail } from '../../shared/contracts/auth';
import { getSettings } from '../config/service';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, notFound, type FieldErrors } from '../errors';
import { paymentMethod, paymentMethods } from '../orders/payment-methods';
import { checkAmount, DATOS_INVALIDOS } from './amounts';
import { cardSettings } from './card-settings';
import { getBalance } from './service';
import { requireGateway, startCardPayment, TARJETA_OPCION, type GatewaySetup } from './gateway-service';
import { tarjetaRegalo, tarjetaSolicitud } from './tables';

export const SOLICITUD_NO_ENCONTRADA = 'Solicitud no encontrada';
export const SOLICITUD_YA_PROCESADA = 'La solicitud ya fue procesada';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const solicitudNoEncontrada = () => notFound(SOLICITUD_NO_ENCONTRADA);

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

export type Row = typeof tarjetaSolicitud.$inferSelect;
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

export async function codesUsed(db: Db | Tx, ids: number[]): Promise<Map<number, { usado: boolean; final: string }>> {
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
