/**
 * Back-office delete-account requests. Approving one anonymises the customer in one transaction: name,
 * e-mail, phone, document and saved addresses are replaced (the customer copies on their orders too),
 * while orders and ledger rows stay for the accounts; the status becomes ELIMINADO, every session ends
 * and the e-mail is free for a new registration.
 */
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type {
  SolicitudBorradoDetalle,
  SolicitudBorradoFila,
  SolicitudBorradoFiltro,
  SolicitudBorradoOrdenable,
} from '../../shared/contracts/admin-borrar-cuenta';
import { OrdenEstatus, SolicitudBorradoEstatus, solicitudBorradoEstatusNombre, UsuarioEstatus, type SolicitudBorradoEstatusId } from '../../shared/enums';
import { compare, formatAmount } from '../../shared/money';
import { solicitudBorrado } from '../account/tables';
import { audit } from '../audit/service';
import { hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/revocation';
import { usuario } from '../auth/tables';
import { newOpaqueToken } from '../auth/tokens';
import type { Db, Tx } from '../db/client';
import { direccionUsuario } from '../delivery/tables';
import { badRequest, conflict, notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { orden } from '../orders/tables';
import { getBalance } from '../wallet/service';

const solicitudNoEncontrada = () => notFound('Solicitud no encontrada');
export const YA_RESUELTA = 'La solicitud ya fue resuelta';
const TERMINADAS = [OrdenEstatus.ENTREGADO, OrdenEstatus.CANCELADO];

type Row = typeof solicitudBorrado.$inferSelect;

function toFila(r: Row): SolicitudBorradoFila {
  return {
    id: r.id,
    usuarioId: r.usuarioId,
    clienteNombre: r.clienteNombre,
    clienteEmail: r.clienteEmail,
    motivo: r.motivo,
    estatus: r.estatus,
    estatusNombre: solicitudBorradoEstatusNombre[r.estatus as SolicitudBorradoEstatusId] ?? '',
    nota: r.nota,
    creadoEn: r.creadoEn.toISOString(),
    resueltoEn: r.resueltoEn?.toISOString() ?? null,
  };
}

const sortColumns = {
  id: solicitudBorrado.id,
  creadoEn: solicitudBorrado.creadoEn,
  estatus: solicitudBorrado.estatus,
  resueltoEn: solicitudBorrado.resueltoEn,
} satisfies Record<SolicitudBorradoOrdenable, unknown>;

function conditions(f: SolicitudBorradoFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conds.push(or(ilike(solicitudBorrado.clienteNombre, pattern), ilike(solicitudBorrado.clienteEmail, pattern), ilike(solicitudBorrado.motivo, pattern)));
  }
  if (f.estatus !== undefined) conds.push(eq(solicitudBorrado.estatus, f.estatus));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(solicitudBorrado.id, f.id) : eq(solicitudBorrado.id, f.id));
  return conds.length ? and(...conds) : undefined;
}

export async function listDeletionRequests(db: Db, query: ListQuery<SolicitudBorradoFiltro, SolicitudBorradoOrdenable>) {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(solicitudBorrado)
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), desc(solicitudBorrado.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = (await db.select({ total: count() }).from(solicitudBorrado).where(where)) as [{ total: number }];
  return { rows: rows.map(toFila), total };
}

async function ordersInProgress(db: Db | Tx, usuarioId: number): Promise<number> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(orden)
    .where(and(eq(orden.usuarioId, usuarioId), notInArray(orden.estatus, TERMINADAS)))) as [{ n: number }];
  return Number(n);
}

/** The warnings staff see before approving: a balance left, orders not yet delivered or cancelled. */
export function deletionWarnings(saldo: string, ordenesEnCurso: number): string[] {
  const out: string[] = [];
  if (compare(saldo, 0) > 0) out.push(`El cliente tiene saldo disponible: $ ${formatAmount(saldo)}`);
  if (ordenesEnCurso > 0) out.push(`El cliente tiene ${ordenesEnCurso} ${ordenesEnCurso === 1 ? 'orden' : 'órdenes'} en curso`);
  return out;
}

export async function getDeletionRequest(db: Db, id: number): Promise<SolicitudBorradoDetalle> {
  const [row] = await db.select().from(solicitudBorrado).where(eq(solicitudBorrado.id, id)).limit(1);
  if (!row) throw solicitudNoEncontrada();
  const saldo = await getBalance(db, row.usuarioId);
  const ordenesEnCurso = await ordersInProgress(db, row.usuarioId);
  return { ...toFila(row), saldo, ordenesEnCurso, advertencias: deletionWarnings(saldo, ordenesEnCurso) };
}

async function lockPending(tx: Tx, id: number): Promise<Row> {
  const [row] = await tx.select().from(solicitudBorrado).where(eq(solicitudBorrado.id, id)).for('update');
  if (!row) throw solicitudNoEncontrada();
  if (row.estatus !== SolicitudBorradoEstatus.PENDIENTE) throw conflict(YA_RESUELTA, { estatus: YA_RESUELTA });
  return row;
}

/** Replaces the customer's personal data; orders and ledger rows stay. */
async function anonymise(tx: Tx, usuarioId: number, at: Date): Promise<void> {
  const email = `eliminado-${usuarioId}@eliminado.invalid`;
  const clave = await hashPassword(newOpaqueToken().token);
  await tx
    .update(usuario)
    .set({ email, clave, nombre: 'Cliente', apellido: 'eliminado', telefono: null, tipoDocumento: null, documento: null, estatus: UsuarioEstatus.ELIMINADO, actualizadoEn: at })
    .where(eq(usuario.id, usuarioId));
  await tx
    .update(direccionUsuario)
    .set({ nombre: 'Eliminada', direccion: 'Dirección eliminada', referencia: '', estatus: 2 })
    .where(eq(direccionUsuario.usuarioId, usuarioId));
  await tx
    .update(orden)
    .set({ clienteNombre: 'Cliente eliminado', clienteEmail: email, clienteDocumento: '', clienteTelefono: '' })
    .where(eq(orden.usuarioId, usuarioId));
  await revokeSessions(tx, usuarioId, at);
}

export async function resolveDeletionRequest(
  db: Db,
  id: number,
  decision: { aprobar: boolean; nota: string; autorId: number },
): Promise<SolicitudBorradoDetalle> {
  if (decision.nota.trim().length < 3) throw badRequest('Los datos enviados no son válidos', { nota: 'Escriba una nota (al menos 3 caracteres)' });
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const now = new Date();
    const estatus = decision.aprobar ? SolicitudBorradoEstatus.APROBADA : SolicitudBorradoEstatus.RECHAZADA;
    if (decision.aprobar) {
      const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, row.usuarioId)).for('update');
      if (!u) throw solicitudNoEncontrada();
      await anonymise(tx, row.usuarioId, now);
    }
    await tx
      .update(solicitudBorrado)
      .set({ estatus, nota: decision.nota.trim(), resueltoPor: decision.autorId, resueltoEn: now })
      .where(eq(solicitudBorrado.id, id));
    await audit(tx, {
      recurso: 'borrar-cuenta',
      registroId: id,
      accion: decision.aprobar ? 'aprobar' : 'rechazar',
      antes: { estatus: row.estatus },
      despues: { estatus, nota: decision.nota.trim(), usuarioId: row.usuarioId },
    });
  });
  return getDeletionRequest(db, id);
}
