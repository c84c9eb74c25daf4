/**
 * The customer's side of PRIME: the plans, a request paid with the TZM balance (debited at once, ledger kind
 * 'membresiapago') or a manual payment verified by staff, and the state of their requests. One pending
 * request per customer (a partial unique index), so a double submit cannot pay twice.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { MembresiaInicio, MembresiaPlan, SolicitudMembresia, SolicitudMembresiaBody } from '../../shared/contracts/membership';
import { MEMBRESIA_MENSAJES, MEMBRESIA_METODOS } from '../../shared/contracts/membership';
import type { MetodoPagoOpcion } from '../../shared/contracts/orders';
import {
  Estatus,
  MembresiaEstatus,
  membresiaEstatusNombre,
  MembresiaSolicitudEstatus,
  membresiaSolicitudEstatusNombre,
  MetodoPago,
  metodoPagoNombre,
  UsuarioTipo,
  type MembresiaEstatusId,
  type MembresiaSolicitudEstatusId,
  type MetodoPagoId,
} from '../../shared/enums';
import { round2, toLocal } from '../../shared/money';
import type { Principal } from '../auth/principal';
import { getSettings } from '../config/service';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound, unprocessable } from '../errors';
import { paymentMethod, SALDO_IMAGEN } from '../orders/payment-methods';
import { requireGateway, startCardPayment, TARJETA_OPCION, type GatewaySetup } from '../wallet/gateway-service';
import { debitBalance, getBalance } from '../wallet/service';
import { membresia, membresiaPlan, membresiaSolicitud } from './tables';

type PlanRow = typeof membresiaPlan.$inferSelect;
type SolicitudRow = typeof membresiaSolicitud.$inferSelect;
type MembresiaRow = typeof membresia.$inferSelect;

const option = <K extends number>(names: Record<K, string>, id: number) => ({ id, nombre: names[id as K] ?? String(id) });

const SALDO_OPCION: MetodoPagoOpcion = {
  id: MetodoPago.SALDO,
  nombre: metodoPagoNombre[MetodoPago.SALDO],
  imagen: SALDO_IMAGEN,
  requiere: [],
  enBolivares: false,
  instrucciones: [{ etiqueta: 'Pago', valor: 'Se descuenta de su saldo TZM al enviar la solicitud' }],
};

/** The methods a PRIME request accepts, in the order offered. */
export function membershipPaymentMethods(gateway: GatewaySetup | null = null): MetodoPagoOpcion[] {
  const manual = MEMBRESIA_METODOS.map((id) => (id === MetodoPago.SALDO ? SALDO_OPCION : paymentMethod(id)!)).filter(Boolean);
  return gateway ? [...manual, TARJETA_OPCION] : manual;
}

export function planView(p: PlanRow, tasa: string): MembresiaPlan {
  return { id: p.id, nombre: p.nombre, descripcion: p.descripcion, dias: p.dias, precio: round2(p.precio), precioBs: toLocal(p.precio, tasa) };
}

export async function activePlans(db: Db | Tx): Promise<PlanRow[]> {
  return db.select().from(membresiaPlan).where(eq(membresiaPlan.estatus, Estatus.ACTIVO)).orderBy(asc(membresiaPlan.orden), asc(membresiaPlan.id));
}

export function membershipView(m: MembresiaRow, planNombre: string | null, now = Date.now()) {
  return {
    id: m.id,
    plan: planNombre,
    fechaInicio: m.fechaInicio.toISOString(),
    fechaFinal: m.fechaFinal.toISOString(),
    estatus: option<MembresiaEstatusId>(membresiaEstatusNombre, m.estatus),
    vigente: m.estatus === MembresiaEstatus.ACTIVA && m.fechaFinal.getTime() > now,
    nota: m.nota,
  };
}

/** Memberships of a customer with their plan name, newest first. */
export async function membershipsOf(db: Db | Tx, usuarioId: number, limit = 50) {
  const rows = await db
    .select({ m: membresia, plan: membresiaPlan.nombre })
    .from(membresia)
    .leftJoin(membresiaPlan, eq(membresiaPlan.id, membresia.planId))
    .where(eq(membresia.usuarioId, usuarioId))
    .orderBy(desc(membresia.fechaFinal), desc(membresia.id))
    .limit(limit);
  return rows.map((r) => membershipView(r.m, r.plan));
}

async function requestView(db: Db | Tx, s: SolicitudRow, plan: PlanRow): Promise<SolicitudMembresia> {
  const [m] = await db.select().from(membresia).where(eq(membresia.solicitudId, s.id)).limit(1);
  return {
    id: s.id,
    plan: { id: plan.id, nombre: plan.nombre, dias: plan.dias },
    estatus: option<MembresiaSolicitudEstatusId>(membresiaSolicitudEstatusNombre, s.estatus),
    metodoPago: option<MetodoPagoId>(metodoPagoNombre, s.metodoPago),
    monto: round2(s.monto),
    montoBs: s.montoBs === null ? null : round2(s.montoBs),
    tasa: s.tasa,
    referencia: s.referencia,
    banco: s.banco,
    nota: s.nota,
    creadoEn: s.creadoEn.toISOString(),
    decididoEn: s.decididoEn?.toISOString() ?? null,
    membresia: m ? membershipView(m, plan.nombre) : null,
  };
}

async function loadRequest(db: Db | Tx, id: number, usuarioId?: number): Promise<{ s: SolicitudRow; plan: PlanRow } | null> {
  const where = usuarioId === undefined ? eq(membresiaSolicitud.id, id) : and(eq(membresiaSolicitud.id, id), eq(membresiaSolicitud.usuarioId, usuarioId));
  const [row] = await db
    .select({ s: membresiaSolicitud, plan: membresiaPlan })
    .from(membresiaSolicitud)
    .innerJoin(membresiaPlan, eq(membresiaPlan.id, membresiaSolicitud.planId))
    .where(where)
    .limit(1);
  return row ?? null;
}

const solicitudNoEncontrada = () => notFound(MEMBRESIA_MENSAJES.solicitudNoEncontrada);

/** One of the caller's requests (another customer's is 404). */
export async function getOwnRequest(db: Db, usuarioId: number, id: number): Promise<SolicitudMembresia> {
  const row = await loadRequest(db, id, usuarioId);
  if (!row) throw solicitudNoEncontrada();
  return requestView(db, row.s, row.plan);
}

/** Any request, for the back office. */
export async function getRequest(db: Db | Tx, id: number): Promise<SolicitudMembresia> {
  const row = await loadRequest(db, id);
  if (!row) throw solicitudNoEncontrada();
  return requestView(db, row.s, row.plan);
}

export async function membershipHome(db: Db, caller: Principal, gateway: GatewaySetup | null = null): Promise<MembresiaInicio> {
  const [plans, settings, saldo, memberships, pending] = await Promise.all([
    activePlans(db),
    getSettings(db),
    getBalance(db, caller.id),
    membershipsOf(db, caller.id, 1),
    db
      .select({ id: membresiaSolicitud.id })
      .from(membresiaSolicitud)
      .where(and(eq(membresiaSolicitud.usuarioId, caller.id), eq(membresiaSolicitud.estatus, MembresiaSolicitudEstatus.PENDIENTE)))
      .limit(1),
  ]);
  return {
    planes: plans.map((p) => planView(p, settings.tasa)),
    metodoPago: membershipPaymentMethods(gateway),
    saldo,
    tasa: settings.tasa,
    usuarioTipo: caller.usuarioTipo,
    membresia: memberships[0] ?? null,
    pendiente: pending[0] ? await getOwnRequest(db, caller.id, pending[0].id) : null,
  };
}

/** The manual payment fields a method requires; 400 with the missing ones. */
function paymentFields(metodo: number, body: SolicitudMembresiaBody): { referencia: string | null; banco: string | null } {
  if (metodo === MetodoPago.SALDO || metodo === MetodoPago.TARJETA) return { referencia: null, banco: null };
  const needs = paymentMethod(metodo)?.requiere ?? [];
  const errores: Record<string, string> = {};
  const referencia = body.referencia?.trim() || null;
  const banco = body.banco?.trim().replace(/\s+/g, ' ') || null;
  if (needs.includes('referencia') && !referencia) errores.referencia = 'Indique la referencia del pago';
  if (needs.includes('banco') && (!banco || banco.length < 2)) errores.banco = 'Indique el banco de origen';
  if (Object.keys(errores).length) throw badRequest('Los datos enviados no son válidos', errores);
  return { referencia, banco: needs.includes('banco') ? banco : null };
}

/**
 * A PRIME request. Balance payments are debited in the same transaction as the request; a second pending
 * request (or a double submit) is refused with 409 and nothing written.
 */
export async function requestMembership(db: Db, caller: Principal, body: SolicitudMembresiaBody, gateway: GatewaySetup | null = null): Promise<SolicitudMembresia> {
  const card = body.metodoPago === MetodoPago.TARJETA;
  if (card) requireGateway(gateway);
  else if (!(MEMBRESIA_METODOS as readonly number[]).includes(body.metodoPago)) {
    throw badRequest(MEMBRESIA_MENSAJES.metodoNoPermitido, { metodoPago: MEMBRESIA_MENSAJES.metodoNoPermitido });
  }
  if (caller.usuarioTipoId === UsuarioTipo.mayorista) throw unprocessable(MEMBRESIA_MENSAJES.mayorista);
  const fields = paymentFields(body.metodoPago, body);
  const [plan] = await db
    .select()
    .from(membresiaPlan)
    .where(and(eq(membresiaPlan.id, body.planId), eq(membresiaPlan.estatus, Estatus.ACTIVO)))
    .limit(1);
  if (!plan) throw unprocessable(MEMBRESIA_MENSAJES.planNoDisponible, { planId: MEMBRESIA_MENSAJES.planNoDisponible });
  const { tasa } = await getSettings(db);
  const enBolivares = paymentMethod(body.metodoPago)?.enBolivares ?? false;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [s] = await tx
        .insert(membresiaSolicitud)
        .values({
          usuarioId: caller.id,
          planId: plan.id,
          metodoPago: body.metodoPago,
          monto: round2(plan.precio),
          tasa,
          montoBs: enBolivares ? toLocal(plan.precio, tasa) : null,
          referencia: fields.referencia,
          banco: fields.banco,
          fechaPago: body.metodoPago === MetodoPago.SALDO || card ? null : new Date(),
        })
        .returning({ id: membresiaSolicitud.id });
      if (body.metodoPago === MetodoPago.SALDO) {
        await debitBalance(tx, {
          usuarioId: caller.id,
          monto: plan.precio,
          tipo: 'membresiapago',
          referenciaId: s!.id,
          descripcion: `Membresía PRIME ${plan.nombre} (solicitud #${s!.id})`,
        });
      }
      return s!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MEMBRESIA_MENSAJES.solicitudPendiente);
    throw error;
  }
  if (!card) return getOwnRequest(db, caller.id, id);
  const pasarela = await startCardPayment(db, gateway!, { causa: 'membresia', causaId: id, usuarioId: caller.id, monto: round2(plan.precio), descripcion: `Membresía PRIME ${plan.nombre} #${id}` });
  return { ...(await getOwnRequest(db, caller.id, id)), pasarela };
}
