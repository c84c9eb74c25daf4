/**
 * The back office's customer page and blocking. A customer is a user holding ROLE_USUARIO; staff members
 * (ROLE_ADMIN) are blocked in the `usuario` area, not here. Blocking ends the customer's sessions: the
 * refresh tokens are revoked at once and, since the auth plugin reads the status on every request, the
 * next request with the old access token answers 401 with the status (the storefront then shows the
 * 'Usuario Bloqueado/Inactivo' alert and logs out). Unblocking also refuses every token issued before it.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLIENTE_PAGINA_FILAS, MOTIVO_MIN, MOTIVO_OBLIGATORIO, type BloqueoBody, type ClienteDataFiltro, type ClienteDetalle } from '../../shared/contracts/admin-customers';
import {
  ordenEstatusNombre,
  UsuarioEstatus,
  usuarioEstatusNombre,
  usuarioTipoEtiqueta,
  usuarioTipoPorId,
  type OrdenEstatusId,
  type UsuarioTipoId,
} from '../../shared/enums';
import { round2, toLocal } from '../../shared/money';
import { ROLE_ADMIN } from '../../shared/roles';
import { audit } from '../audit/service';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens';
import { revokeSessions } from '../auth/revocation';
import { usuario, usuarioRol } from '../auth/tables';
import { getSettings } from '../config/service';
import { cupon, cuponUso } from '../coupons/tables';
import type { Db, Tx } from '../db/client';
import { direccionUsuario, sector } from '../delivery/tables';
import { badRequest, notFound, unprocessable } from '../errors';
import { orden, ordenCalificacion } from '../orders/tables';
import { getBalance } from '../wallet/service';
import { movimientoSaldo } from '../wallet/tables';
import { inStaffZones, type StaffZones } from '../zones/service';
import { zona } from '../zones/tables';
import { filaColumns, isCustomer, toFila, zoneNames, type RawFila } from './search';
import { clienteEstatusHistorial } from './tables';
import { membershipsOf } from '../membership/service';
import { listReferralsOfCustomer } from '../referrals/service';

export const clienteNoEncontrado = () => notFound('Cliente no encontrado');
const autor = alias(usuario, 'autor');
const N = CLIENTE_PAGINA_FILAS;

async function customerRow(db: Db | Tx, id: number): Promise<RawFila & { verificadoEn: Date | null }> {
  const [row] = await db
    .select({ ...filaColumns, verificadoEn: usuario.verificadoEn })
    .from(usuario)
    .where(and(eq(usuario.id, id), isCustomer))
    .limit(1);
  if (!row) throw clienteNoEncontrado();
  return row as RawFila & { verificadoEn: Date | null };
}

/** Everything support needs to answer a call about a customer (orders: those of the caller's zones). */
export async function getCustomerAdmin(db: Db, zonas: StaffZones, id: number): Promise<ClienteDetalle> {
  const row = await customerRow(db, id);
  const ordersWhere = and(eq(orden.usuarioId, id), inStaffZones(orden.zonaId, zonas));
  const [names, settings, historial, direcciones, ordenes, [ordenesTotal], saldo, movimientos, [movimientosTotal], cupones, calificaciones, [ultima], referidos] =
    await Promise.all([
      zoneNames(db),
      getSettings(db),
      db
        .select({ h: clienteEstatusHistorial, autor: sql<string | null>`nullif(trim(${autor.nombre} || ' ' || ${autor.apellido}), '')` })
        .from(clienteEstatusHistorial)
        .leftJoin(autor, eq(autor.id, clienteEstatusHistorial.autorId))
        .where(eq(clienteEstatusHistorial.usuarioId, id))
        .orderBy(desc(clienteEstatusHistorial.creadoEn), desc(clienteEstatusHistorial.id))
        .limit(100),
      db
        .select({
          id: direccionUsuario.id,
          zonaNombre: zona.nombre,
          sectorNombre: sector.nombre,
          nombre: direccionUsuario.nombre,
          direccion: direccionUsuario.direccion,
          referencia: direccionUsuario.referencia,
          estatus: direccionUsuario.estatus,
        })
        .from(direccionUsuario)
        .innerJoin(zona, eq(zona.id, direccionUsuario.zonaId))
        .innerJoin(sector, eq(sector.id, direccionUsuario.sectorId))
        .where(eq(direccionUsuario.usuarioId, id))
        .orderBy(direccionUsuario.estatus, desc(direccionUsuario.id))
        .limit(50),
      db
        .select({ id: orden.id, creadoEn: orden.creadoEn, estatus: orden.estatus, zonaId: orden.zonaId, total: orden.total, tasa: orden.tasa })
        .from(orden)
        .where(ordersWhere)
        .orderBy(desc(orden.creadoEn), desc(orden.id))
        .limit(N),
      db.select({ n: count() }).from(orden).where(ordersWhere),
      getBalance(db, id),
      db
        .select()
        .from(movimientoSaldo)
        .where(eq(movimientoSaldo.usuarioId, id))
        .orderBy(desc(movimientoSaldo.creadoEn), desc(movimientoSaldo.id))
        .limit(N),
      db.select({ n: count() }).from(movimientoSaldo).where(eq(movimientoSaldo.usuarioId, id)),
      db
        .select({ cuponId: cuponUso.cuponId, codigo: cupon.codigo, nombre: cupon.nombre, ordenId: cuponUso.ordenId, creadoEn: cuponUso.creadoEn })
        .from(cuponUso)
        .innerJoin(cupon, eq(cupon.id, cuponUso.cuponId))
        .where(eq(cuponUso.usuarioId, id))
        .orderBy(desc(cuponUso.creadoEn), desc(cuponUso.id))
        .limit(N),
      db
        .select()
        .from(ordenCalificacion)
        .where(eq(ordenCalificacion.usuarioId, id))
        .orderBy(desc(ordenCalificacion.creadoEn), desc(ordenCalificacion.id))
        .limit(N),
      membershipsOf(db, id, 1),
      listReferralsOfCustomer(db, id),
    ]);
  return {
    ...toFila(row, names),
    verificadoEn: row.verificadoEn?.toISOString() ?? null,
    plan: usuarioTipoPorId[row.usuarioTipo as UsuarioTipoId] ?? 'normal',
    membresia: ultima ? { fechaInicio: ultima.fechaInicio, fechaFinal: ultima.fechaFinal, estatus: ultima.estatus.nombre } : null,
    historialEstatus: historial.map(({ h, autor: nombre }) => ({
      id: h.id,
      estatusAnterior: h.estatusAnterior,
      estatus: h.estatus,
      motivo: h.motivo,
      autor: nombre,
      fechaHora: h.creadoEn.toISOString(),
    })),
    direcciones,
    ordenes: ordenes.map((o) => ({
      id: o.id,
      creadoEn: o.creadoEn.toISOString(),
      estatus: o.estatus,
      estatusNombre: ordenEstatusNombre[o.estatus as OrdenEstatusId] ?? String(o.estatus),
      zonaNombre: names.get(o.zonaId) ?? '',
      total: round2(o.total),
      totalBs: toLocal(o.total, o.tasa),
    })),
    ordenesTotal: Number(ordenesTotal?.n ?? 0),
    saldo,
    saldoBs: toLocal(saldo, settings.tasa),
    movimientos: movimientos.map((m) => ({
      id: m.id,
      tipo: m.tipo,
      referenciaId: m.referenciaId,
      monto: round2(m.monto),
      saldoResultante: round2(m.saldoResultante),
      descripcion: m.descripcion,
      fechaHora: m.creadoEn.toISOString(),
    })),
    movimientosTotal: Number(movimientosTotal?.n ?? 0),
    cupones: cupones.map((c) => ({ cuponId: c.cuponId, codigo: c.codigo, nombre: c.nombre, ordenId: c.ordenId, fechaHora: c.creadoEn.toISOString() })),
    calificaciones: calificaciones.map((c) => ({
      ordenId: c.ordenId,
      puntuacion: c.puntuacion,
      comentario: c.comentario,
      fechaHora: c.creadoEn.toISOString(),
    })),
    referidos: referidos.slice(0, N).map((r) => ({
      id: r.id,
      rol: r.rol,
      otroUsuarioId: r.otroUsuarioId,
      otroNombre: r.otroNombre,
      otroEmail: r.otroEmail,
      estatusNombre: r.estatusNombre,
      monto: r.monto,
      creadoEn: r.creadoEn,
    })),
  };
}

/** The reason of a status change: trimmed, single spaces, at least MOTIVO_MIN characters. */
export function cleanReason(motivo: string): string {
  const clean = motivo.trim().replace(/\s+/g, ' ');
  if (clean.length < MOTIVO_MIN) throw badRequest('Los datos enviados no son válidos', { motivo: MOTIVO_OBLIGATORIO });
  return clean;
}

/** Blocks or unblocks a customer with a required reason; records it in the status history and the audit trail. */
export async function setCustomerBlock(db: Db, id: number, body: BloqueoBody, autorId: number): Promise<void> {
  const motivo = cleanReason(body.motivo);
  await db.transaction(async (tx) => {
    const [u] = await tx
      .select({ id: usuario.id, estatus: usuario.estatus, verificadoEn: usuario.verificadoEn })
      .from(usuario)
      .where(and(eq(usuario.id, id), isCustomer))
      .for('update');
    if (!u) throw clienteNoEncontrado();
    const staff = await tx
      .select({ rol: usuarioRol.rol })
      .from(usuarioRol)
      .where(and(eq(usuarioRol.usuarioId, id), eq(usuarioRol.rol, ROLE_ADMIN)))
      .limit(1);
    if (staff.length) throw unprocessable('Los usuarios del personal se bloquean en el área de usuarios', { bloquear: 'Usuario del personal' });
    if (u.estatus === UsuarioEstatus.ELIMINADO) throw unprocessable('La cuenta del cliente fue eliminada', { bloquear: 'Cuenta eliminada' });
    if (body.bloquear && u.estatus === UsuarioEstatus.BLOQUEADO) throw unprocessable('El cliente ya se encuentra bloqueado', { bloquear: 'Ya bloqueado' });
    if (!body.bloquear && u.estatus !== UsuarioEstatus.BLOQUEADO) throw unprocessable('El cliente no se encuentra bloqueado', { bloquear: 'No bloqueado' });
    const estatus = body.bloquear ? UsuarioEstatus.BLOQUEADO : u.verificadoEn ? UsuarioEstatus.ACTIVO : UsuarioEstatus.VERIFICAR_EMAIL;
    const now = new Date();
    await tx.update(usuario).set({ estatus, actualizadoEn: now }).where(eq(usuario.id, id));
    // blocking: no refresh, and every request with a current token now answers the status (auth plugin);
    // unblocking: the tokens of before the block stay dead, the customer logs in again
    if (body.bloquear) await revokeAllRefreshTokens(tx, id);
    else await revokeSessions(tx, id, now);
    await tx.insert(clienteEstatusHistorial).values({ usuarioId: id, estatusAnterior: u.estatus, estatus, motivo, autorId });
    await audit(tx, {
      recurso: 'cliente',
      registroId: id,
      accion: body.bloquear ? 'bloquear' : 'desbloquear',
      antes: { estatus: u.estatus },
      despues: { estatus, motivo },
    });
  });
}

/** Options of the list's filters: plans, statuses and zones (zone of the last order). */
export async function customerFilterData(db: Db): Promise<ClienteDataFiltro> {
  const entries = (names: Record<number, string>) => Object.entries(names).map(([id, nombre]) => ({ id: Number(id), nombre }));
  return {
    usuarioTipo: Object.entries(usuarioTipoPorId).map(([id, tipo]) => ({ id: Number(id), nombre: usuarioTipoEtiqueta[tipo] })),
    estatus: entries(usuarioEstatusNombre),
    zona: [...(await zoneNames(db))].map(([id, nombre]) => ({ id, nombre })),
  };
}
