/**
 * 'Comparte y gana': personal codes, referrals made at registration, and the reward credited to both
 * customers when the referred one's first order is delivered.
 *
 * Abuse checks. At registration: an unknown code, a code of an account that is not active, the same
 * document as the inviter (self-referral), the same phone as the inviter or as someone the inviter already
 * referred, and the same device (the `mz_dispositivo` cookie, see DEVICE_COOKIE) as the inviter or as an
 * earlier referred registration are refused. At delivery: when the order goes to an address of the inviter,
 * or the phones match by then, the referral records the delivery without reward (`motivo` says why).
 *
 * Exactly once: the reward moves the referral from REGISTRADO in one guarded UPDATE, inside the
 * transaction that delivers the order (which locks the order row), so concurrent deliveries credit once.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { MiReferido, MisReferidos } from '../../shared/contracts/referrals';
import { ReferidoEstatus, referidoEstatusNombre, UsuarioEstatus, type ReferidoEstatusId } from '../../shared/enums';
import { add, compare, round2 } from '../../shared/money';
import { usuario } from '../auth/tables';
import { configuracion } from '../config/tables';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { direccionUsuario } from '../delivery/tables';
import { badRequest, unprocessable } from '../errors';
import { orden } from '../orders/tables';
import { creditBalance } from '../wallet/service';
import { codigoReferido, referido } from './tables';

/** httpOnly cookie the server gives a browser the first time it registers or opens its referral page. */
export const DEVICE_COOKIE = 'mz_dispositivo';
export const REWARD_KEY = 'recompensaReferido';
export const DEFAULT_REWARD = '5.00';
export const CODIGO_INVALIDO = 'Código de referido inválido';
const REFUSED = 'No se puede usar este código de referido';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function normalizeCode(codigo: string): string {
  return codigo.trim().toUpperCase();
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The reward per customer configured in settings (configuracion.recompensaReferido), "5.00" by default. */
export async function referralReward(db: Db | Tx): Promise<string> {
  const [row] = await db
    .select({ valor: sql<string | null>`${configuracion.valor} #>> '{}'` })
    .from(configuracion)
    .where(eq(configuracion.clave, REWARD_KEY))
    .limit(1);
  return round2(row?.valor ?? DEFAULT_REWARD);
}

/** The caller's code, created on first use; remembers the device that opened it when none is known. */
export async function codeOf(db: Db, usuarioId: number, dispositivo: string | null): Promise<string> {
  const [existing] = await db.select().from(codigoReferido).where(eq(codigoReferido.usuarioId, usuarioId)).limit(1);
  if (existing) {
    if (!existing.dispositivo && dispositivo) await db.update(codigoReferido).set({ dispositivo }).where(eq(codigoReferido.usuarioId, usuarioId));
    return existing.codigo;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await db
        .insert(codigoReferido)
        .values({ usuarioId, codigo: newCode(), dispositivo })
        .onConflictDoNothing({ target: codigoReferido.usuarioId })
        .returning({ codigo: codigoReferido.codigo });
      if (row) return row.codigo;
      const [again] = await db.select({ codigo: codigoReferido.codigo }).from(codigoReferido).where(eq(codigoReferido.usuarioId, usuarioId));
      return again!.codigo;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('no se pudo generar un código de referido');
}

const shortName = (nombre: string, apellido: string) => `${nombre} ${apellido ? `${apellido.charAt(0)}.` : ''}`.trim();

function statusName(estatus: number): string {
  return referidoEstatusNombre[estatus as ReferidoEstatusId] ?? '';
}

/** The caller's referrals for their page: first name and initial only. */
export async function myReferrals(db: Db, usuarioId: number, dispositivo: string | null): Promise<MisReferidos> {
  const codigo = await codeOf(db, usuarioId, dispositivo);
  const rows = await db
    .select({ nombre: usuario.nombre, apellido: usuario.apellido, estatus: referido.estatus, monto: referido.monto, creadoEn: referido.creadoEn, acreditadoEn: referido.acreditadoEn })
    .from(referido)
    .innerJoin(usuario, eq(usuario.id, referido.referidoId))
    .where(eq(referido.referidorId, usuarioId))
    .orderBy(desc(referido.creadoEn), desc(referido.id))
    .limit(200);
  const referidos: MiReferido[] = rows.map((r) => ({
    nombre: shortName(r.nombre, r.apellido),
    estatus: r.estatus,
    estatusNombre: statusName(r.estatus),
    monto: r.estatus === ReferidoEstatus.ACREDITADA && r.monto ? round2(r.monto) : null,
    creadoEn: r.creadoEn.toISOString(),
    acreditadoEn: r.acreditadoEn?.toISOString() ?? null,
  }));
  const ganado = add(0, ...referidos.map((r) => r.monto ?? 0));
  return { codigo, recompensa: await referralReward(db), ganado, referidos };
}

/** For the customer page of support staff: who this customer invited and who invited them. */
export async function listReferralsOfCustomer(db: Db, usuarioId: number) {
  const rows = await db
    .select({
      id: referido.id,
      referidorId: referido.referidorId,
      referidoId: referido.referidoId,
      estatus: referido.estatus,
      monto: referido.monto,
      creadoEn: referido.creadoEn,
      acreditadoEn: referido.acreditadoEn,
      nombre: usuario.nombre,
      apellido: usuario.apellido,
      email: usuario.email,
    })
    .from(referido)
    .innerJoin(usuario, sql`${usuario.id} = case when ${referido.referidorId} = ${usuarioId} then ${referido.referidoId} else ${referido.referidorId} end`)
    .where(or(eq(referido.referidorId, usuarioId), eq(referido.referidoId, usuarioId)))
    .orderBy(desc(referido.creadoEn));
  return rows.map((r) => ({
    id: r.id,
    rol: r.referidorId === usuarioId ? ('invito' as const) : ('invitado' as const),
    otroUsuarioId: r.referidorId === usuarioId ? r.referidoId : r.referidorId,
    otroNombre: `${r.nombre} ${r.apellido}`.trim(),
    otroEmail: r.email,
    estatus: r.estatus,
    estatusNombre: statusName(r.estatus),
    monto: r.monto === null ? null : round2(r.monto),
    creadoEn: r.creadoEn.toISOString(),
    acreditadoEn: r.acreditadoEn?.toISOString() ?? null,
  }));
}

export interface ReferralCandidate {
  codigo: string;
  documento: string | null;
  telefono: string | null;
  dispositivo: string | null;
}

const refuse = (reason: string) => unprocessable(REFUSED, { codigoReferido: reason });

/** Checks a code given at registration; answers the inviter's id or refuses (nothing is written). */
export async function checkReferralCode(db: Db | Tx, c: ReferralCandidate): Promise<{ referidorId: number; codigo: string }> {
  const codigo = normalizeCode(c.codigo);
  if (!/^[A-Z0-9]{4,12}$/.test(codigo)) throw badRequest('Los datos enviados no son válidos', { codigoReferido: CODIGO_INVALIDO });
  const [inviter] = await db
    .select({ id: usuario.id, estatus: usuario.estatus, documento: usuario.documento, telefono: usuario.telefono, dispositivo: codigoReferido.dispositivo })
    .from(codigoReferido)
    .innerJoin(usuario, eq(usuario.id, codigoReferido.usuarioId))
    .where(eq(codigoReferido.codigo, codigo))
    .limit(1);
  if (!inviter || inviter.estatus !== UsuarioEstatus.ACTIVO) throw badRequest('Los datos enviados no son válidos', { codigoReferido: CODIGO_INVALIDO });
  if (c.documento && inviter.documento && c.documento.trim() === inviter.documento) throw refuse('No puede usar su propio código de referido');
  if (c.telefono) {
    if (inviter.telefono === c.telefono) throw refuse('Este teléfono pertenece a quien le invitó');
    const [samePhone] = await db
      .select({ id: referido.id })
      .from(referido)
      .innerJoin(usuario, eq(usuario.id, referido.referidoId))
      .where(and(eq(referido.referidorId, inviter.id), eq(usuario.telefono, c.telefono)))
      .limit(1);
    if (samePhone) throw refuse('Este teléfono ya fue usado con este código de referido');
  }
  if (c.dispositivo) {
    if (inviter.dispositivo === c.dispositivo) throw refuse('No puede usar su propio código de referido en este dispositivo');
    const [sameDevice] = await db.select({ id: referido.id }).from(referido).where(eq(referido.dispositivo, c.dispositivo)).limit(1);
    if (sameDevice) throw refuse('Este dispositivo ya se usó para registrar a otro referido');
  }
  return { referidorId: inviter.id, codigo };
}

export async function recordReferral(tx: Tx, r: { referidorId: number; referidoId: number; codigo: string; dispositivo: string | null }): Promise<void> {
  await tx.insert(referido).values({ ...r, estatus: ReferidoEstatus.REGISTRADO });
}

/** Why the reward is refused at delivery (an address or phone shared with the inviter), or null. */
async function ringAtDelivery(tx: Tx, referidorId: number, referidoId: number, ordenId: number): Promise<string | null> {
  const [o] = await tx.select({ direccion: orden.direccion, telefono: orden.clienteTelefono }).from(orden).where(eq(orden.id, ordenId));
  if (!o) return null;
  const [people] = await tx
    .select({ same: sql<boolean>`count(distinct ${usuario.telefono}) = 1 and count(${usuario.telefono}) = 2` })
    .from(usuario)
    .where(or(eq(usuario.id, referidorId), eq(usuario.id, referidoId)));
  if (people?.same) return 'Mismo teléfono que quien invitó';
  const address = o.direccion.trim();
  if (address === '') return null;
  const [sameAddress] = await tx
    .select({ id: direccionUsuario.id })
    .from(direccionUsuario)
    .where(and(eq(direccionUsuario.usuarioId, referidorId), sql`regexp_replace(lower(${direccionUsuario.direccion}), '[^a-z0-9]+', '', 'g') = regexp_replace(lower(${address}), '[^a-z0-9]+', '', 'g')`))
    .limit(1);
  if (sameAddress) return 'Misma dirección de entrega que quien invitó';
  const [sameOrderAddress] = await tx
    .select({ id: orden.id })
    .from(orden)
    .where(and(eq(orden.usuarioId, referidorId), sql`regexp_replace(lower(${orden.direccion}), '[^a-z0-9]+', '', 'g') = regexp_replace(lower(${address}), '[^a-z0-9]+', '', 'g')`))
    .limit(1);
  return sameOrderAddress ? 'Misma dirección de entrega que quien invitó' : null;
}

/**
 * Called in the transaction that marks an order delivered. When it is the referred customer's first
 * delivered order (the referral is still REGISTRADO), both customers get the configured reward once.
 */
export async function rewardReferralOnDelivery(tx: Tx, o: { id: number; usuarioId: number }): Promise<void> {
  const [pending] = await tx
    .select({ id: referido.id, referidorId: referido.referidorId })
    .from(referido)
    .where(and(eq(referido.referidoId, o.usuarioId), eq(referido.estatus, ReferidoEstatus.REGISTRADO)))
    .limit(1);
  if (!pending) return;
  const now = new Date();
  const ring = await ringAtDelivery(tx, pending.referidorId, o.usuarioId, o.id);
  const monto = await referralReward(tx);
  const rewarded = !ring && compare(monto, 0) > 0;
  const [claimed] = await tx
    .update(referido)
    .set({
      estatus: rewarded ? ReferidoEstatus.ACREDITADA : ReferidoEstatus.ENTREGADA,
      ordenId: o.id,
      entregadoEn: now,
      monto: rewarded ? monto : null,
      acreditadoEn: rewarded ? now : null,
      motivo: ring ?? (rewarded ? '' : 'Sin recompensa configurada'),
    })
    .where(and(eq(referido.id, pending.id), eq(referido.estatus, ReferidoEstatus.REGISTRADO)))
    .returning({ id: referido.id });
  if (!claimed || !rewarded) return;
  const movement = { monto, tipo: 'referido' as const, referenciaId: claimed.id };
  await creditBalance(tx, { ...movement, usuarioId: pending.referidorId, descripcion: `Recompensa por referido (orden #${o.id})` });
  await creditBalance(tx, { ...movement, usuarioId: o.usuarioId, descripcion: `Recompensa de bienvenida por referido (orden #${o.id})` });
}
