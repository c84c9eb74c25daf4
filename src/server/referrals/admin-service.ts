/** Back-office referrals (area referido): who invited whom, the reward, its reversal, the reward setting. */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReferidoFila, ReferidoFiltro, ReferidoOrdenable } from '../../shared/contracts/referrals';
import { ReferidoEstatus, referidoEstatusNombre, type ReferidoEstatusId } from '../../shared/enums';
import { formatAmount, round2 } from '../../shared/money';
import { audit } from '../audit/service';
import { usuario } from '../auth/tables';
import { configuracion } from '../config/tables';
import type { Db } from '../db/client';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { debitBalance, getBalance } from '../wallet/service';
import { referralReward, REWARD_KEY } from './service';
import { referido } from './tables';

const inviter = alias(usuario, 'referidor');
const invited = alias(usuario, 'invitado');
const referidoNoEncontrado = () => notFound('Referido no encontrado');
export const NO_REVERSIBLE = 'Solo se puede revertir una recompensa acreditada';

const columns = {
  id: referido.id,
  referidorId: referido.referidorId,
  referidorNombre: sql<string>`trim(${inviter.nombre} || ' ' || ${inviter.apellido})`,
  referidorEmail: inviter.email,
  referidoId: referido.referidoId,
  referidoNombre: sql<string>`trim(${invited.nombre} || ' ' || ${invited.apellido})`,
  referidoEmail: invited.email,
  codigo: referido.codigo,
  estatus: referido.estatus,
  monto: referido.monto,
  ordenId: referido.ordenId,
  motivo: referido.motivo,
  notaReversion: referido.notaReversion,
  creadoEn: referido.creadoEn,
  entregadoEn: referido.entregadoEn,
  acreditadoEn: referido.acreditadoEn,
  revertidoEn: referido.revertidoEn,
};

type Raw = { [K in keyof typeof columns]: unknown } & {
  estatus: number;
  monto: string | null;
  creadoEn: Date;
  entregadoEn: Date | null;
  acreditadoEn: Date | null;
  revertidoEn: Date | null;
};

function toFila(r: Raw): ReferidoFila {
  return {
    ...(r as unknown as ReferidoFila),
    estatusNombre: referidoEstatusNombre[r.estatus as ReferidoEstatusId] ?? '',
    monto: r.monto === null ? null : round2(r.monto),
    creadoEn: r.creadoEn.toISOString(),
    entregadoEn: r.entregadoEn?.toISOString() ?? null,
    acreditadoEn: r.acreditadoEn?.toISOString() ?? null,
    revertidoEn: r.revertidoEn?.toISOString() ?? null,
  };
}

const sortColumns = {
  id: referido.id,
  creadoEn: referido.creadoEn,
  estatus: referido.estatus,
  monto: referido.monto,
  acreditadoEn: referido.acreditadoEn,
} satisfies Record<ReferidoOrdenable, unknown>;

function conditions(f: ReferidoFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) {
    const p = `%${escapeLike(q)}%`;
    conds.push(
      or(
        ilike(inviter.nombre, p),
        ilike(inviter.apellido, p),
        ilike(inviter.email, p),
        ilike(invited.nombre, p),
        ilike(invited.apellido, p),
        ilike(invited.email, p),
        ilike(referido.codigo, p),
      ),
    );
  }
  if (f.estatus !== undefined) conds.push(eq(referido.estatus, f.estatus));
  if (f.desde) conds.push(gte(referido.creadoEn, new Date(`${f.desde}T00:00:00-04:00`)));
  if (f.hasta) conds.push(lt(referido.creadoEn, new Date(new Date(`${f.hasta}T00:00:00-04:00`).getTime() + 86_400_000)));
  if (f.usuarioId !== undefined) conds.push(or(eq(referido.referidorId, f.usuarioId), eq(referido.referidoId, f.usuarioId)));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(referido.id, f.id) : eq(referido.id, f.id));
  return conds.length ? and(...conds) : undefined;
}

const joined = (db: Db, select: typeof columns | { total: ReturnType<typeof count> }) =>
  db
    .select(select as typeof columns)
    .from(referido)
    .innerJoin(inviter, eq(inviter.id, referido.referidorId))
    .innerJoin(invited, eq(invited.id, referido.referidoId));

export async function listReferralsAdmin(db: Db, query: ListQuery<ReferidoFiltro, ReferidoOrdenable>) {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await joined(db, columns)
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), desc(referido.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = (await joined(db, { total: count() }).where(where)) as unknown as [{ total: number }];
  return { rows: (rows as unknown as Raw[]).map(toFila), total: Number(totalRow.total) };
}

export async function getReferralAdmin(db: Db, id: number): Promise<ReferidoFila> {
  const [row] = await joined(db, columns).where(eq(referido.id, id)).limit(1);
  if (!row) throw referidoNoEncontrado();
  return toFila(row as unknown as Raw);
}

/**
 * Takes a credited reward back from both customers with a note: one debiting ledger movement each
 * (kind referido). A balance smaller than the reward refuses the whole reversal (nothing written).
 */
export async function reverseReward(db: Db, id: number, nota: string, autorId: number): Promise<ReferidoFila> {
  const text = nota.trim();
  if (text.length < 3) throw badRequest('Los datos enviados no son válidos', { nota: 'Escriba una nota (al menos 3 caracteres)' });
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(referido).where(eq(referido.id, id)).for('update');
    if (!row) throw referidoNoEncontrado();
    if (row.estatus !== ReferidoEstatus.ACREDITADA || !row.monto) throw conflict(NO_REVERSIBLE, { estatus: NO_REVERSIBLE });
    const monto = round2(row.monto);
    // a stable order (lower id first) so two reversals never wait on each other
    for (const usuarioId of [row.referidorId, row.referidoId].sort((a, b) => a - b)) {
      try {
        await debitBalance(tx, { usuarioId, monto, tipo: 'referido', referenciaId: id, descripcion: `Reverso de recompensa por referido: ${text}`.slice(0, 200), autorId });
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 409) throw err;
        const saldo = await getBalance(tx, usuarioId);
        const [u] = await tx.select({ email: usuario.email }).from(usuario).where(eq(usuario.id, usuarioId));
        const mensaje = `No se puede revertir: el saldo de ${u?.email ?? 'el cliente'} ($ ${formatAmount(saldo)}) es menor que la recompensa ($ ${formatAmount(monto)})`;
        throw conflict(mensaje, { monto: mensaje });
      }
    }
    const now = new Date();
    await tx.update(referido).set({ estatus: ReferidoEstatus.REVERTIDA, notaReversion: text, revertidoEn: now }).where(eq(referido.id, id));
    await audit(tx, { recurso: 'referido', registroId: id, accion: 'revertir', antes: { estatus: row.estatus, monto }, despues: { estatus: ReferidoEstatus.REVERTIDA, nota: text } });
  });
  return getReferralAdmin(db, id);
}

export async function setReferralReward(db: Db, recompensa: string): Promise<{ recompensa: string }> {
  const value = round2(recompensa);
  await db.transaction(async (tx) => {
    const antes = await referralReward(tx);
    await tx
      .insert(configuracion)
      .values({ clave: REWARD_KEY, valor: value })
      .onConflictDoUpdate({ target: configuracion.clave, set: { valor: value, actualizadoEn: new Date() } });
    await audit(tx, { recurso: 'referido', registroId: REWARD_KEY, accion: 'editar', antes: { recompensa: antes }, despues: { recompensa: value } });
  });
  return { recompensa: value };
}
