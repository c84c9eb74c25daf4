/**
 * The customer's plan follows their PRIME membership. A change of plan is a security event: it ends every
 * session (the plan travels in the token), so the storefront shows 'Plan de Usuario actualizado' and asks
 * to log in again. Memberships expire by themselves: the auth path reads the end of the active membership
 * in the query that loads the user, and the first request after it turns the plan back to normal; no
 * scheduler is needed.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { MembresiaEstatus, UsuarioTipo } from '../../shared/enums';
import { revokeSessions } from '../auth/revocation';
import { usuario } from '../auth/tables';
import { audit } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { membresia } from './tables';

/**
 * SQL selecting (the outer table named explicitly: a bare "id" would be membresia's), for the `usuario` row of the query, the end of its latest active membership as epoch
 * seconds (null without one): one indexed subquery in the select that loads the user.
 */
export const activeMembershipEnd = sql<number | null>`(select extract(epoch from max(${membresia.fechaFinal}))::float8 from ${membresia} where ${membresia.usuarioId} = ${usuario}.id and ${membresia.estatus} = ${MembresiaEstatus.ACTIVA})`;

/** Last membership's end (any status) as epoch seconds, for resolve's `membresia`. */
export const lastMembershipEnd = sql<number | null>`(select extract(epoch from max(${membresia.fechaFinal}))::float8 from ${membresia} where ${membresia.usuarioId} = ${usuario}.id)`;

/** Sets the plan and ends the sessions when it changes; a wholesale customer is left as they are. */
export async function setPlan(tx: Tx, usuarioId: number, tipo: (typeof UsuarioTipo)['normal' | 'prime']): Promise<boolean> {
  const changed = await tx
    .update(usuario)
    .set({ usuarioTipo: tipo, actualizadoEn: new Date() })
    .where(and(eq(usuario.id, usuarioId), sql`${usuario.usuarioTipo} <> ${tipo}`, sql`${usuario.usuarioTipo} <> ${UsuarioTipo.mayorista}`))
    .returning({ id: usuario.id });
  if (!changed.length) return false;
  await revokeSessions(tx, usuarioId);
  return true;
}

/** Whether the customer still has an active membership ending after `at`. */
export async function hasActiveMembership(tx: Db | Tx, usuarioId: number, at = new Date()): Promise<boolean> {
  const [row] = await tx
    .select({ id: membresia.id })
    .from(membresia)
    .where(and(eq(membresia.usuarioId, usuarioId), eq(membresia.estatus, MembresiaEstatus.ACTIVA), gt(membresia.fechaFinal, at)))
    .limit(1);
  return !!row;
}

/**
 * True when a PRIME customer whose active membership ended is due to go back to normal (the caller passes
 * what activeMembershipEnd read).
 */
export function membershipExpired(usuarioTipo: number, activeEnd: number | null, now = Date.now()): boolean {
  return usuarioTipo === UsuarioTipo.prime && activeEnd !== null && activeEnd * 1000 <= now;
}

/**
 * Marks the ended memberships as expired and, unless another one is still running, turns the plan back to
 * normal (ending the sessions). Safe to call concurrently: only one caller expires each membership.
 */
export async function expireMemberships(db: Db, usuarioId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const expired = await tx
      .update(membresia)
      .set({ estatus: MembresiaEstatus.VENCIDA })
      .where(and(eq(membresia.usuarioId, usuarioId), eq(membresia.estatus, MembresiaEstatus.ACTIVA), lte(membresia.fechaFinal, now)))
      .returning({ id: membresia.id });
    if (!expired.length || (await hasActiveMembership(tx, usuarioId, now))) return false;
    const changed = await setPlan(tx, usuarioId, UsuarioTipo.normal);
    for (const m of expired) {
      await audit(tx, { recurso: 'membresia', registroId: m.id, accion: 'estatus', area: 'membresia', antes: { estatus: MembresiaEstatus.ACTIVA }, despues: { estatus: MembresiaEstatus.VENCIDA } });
    }
    return changed;
  });
}
