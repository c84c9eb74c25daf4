/**
 * The TZM balance ledger. `saldo_usuario.saldo` is the sum of the customer's movements; every change writes
 * the row and its movement in the caller's transaction. A debit is one guarded UPDATE (`saldo >= monto`),
 * so concurrent spends of the same balance can never take it below zero.
 */
import { eq, sql } from 'drizzle-orm';
import type { MovimientoSaldoTipoNombre } from '../../shared/enums';
import { compare, round2 } from '../../shared/money';
import type { Db, Tx } from '../db/client';
import { conflict, unprocessable } from '../errors';
import { movimientoSaldo, saldoUsuario } from './tables';

export interface Movement {
  usuarioId: number;
  /** Positive system-currency amount ("12.50"); the ledger stores debits negative. */
  monto: string;
  tipo: MovimientoSaldoTipoNombre;
  /** What caused it (order, card request...). */
  referenciaId: number | null;
  descripcion: string;
  /** Staff member behind an adjustment. */
  autorId?: number | null;
}

export const SALDO_INSUFICIENTE = 'Saldo insuficiente';

function positive(monto: string): string {
  const amount = round2(monto);
  if (compare(amount, 0) <= 0) throw unprocessable('El monto debe ser mayor a cero', { monto: 'Debe ser mayor a cero' });
  return amount;
}

/** The caller's balance ("0.00" without movements). */
export async function getBalance(db: Db | Tx, usuarioId: number): Promise<string> {
  const [row] = await db.select({ saldo: saldoUsuario.saldo }).from(saldoUsuario).where(eq(saldoUsuario.usuarioId, usuarioId)).limit(1);
  return round2(row?.saldo ?? 0);
}

async function appendMovement(tx: Tx, m: Movement, monto: string, saldoResultante: string): Promise<void> {
  await tx.insert(movimientoSaldo).values({
    usuarioId: m.usuarioId,
    tipo: m.tipo,
    referenciaId: m.referenciaId,
    monto,
    saldoResultante,
    descripcion: m.descripcion.slice(0, 200),
    autorId: m.autorId ?? null,
  });
}

/** Spends `monto` of the balance; 409 'Saldo insuficiente' when the balance (now) is smaller. */
export async function debitBalance(tx: Tx, m: Movement): Promise<void> {
  const monto = positive(m.monto);
  const [row] = await tx
    .update(saldoUsuario)
    .set({ saldo: sql`${saldoUsuario.saldo} - ${monto}`, actualizadoEn: new Date() })
    .where(sql`${saldoUsuario.usuarioId} = ${m.usuarioId} and ${saldoUsuario.saldo} >= ${monto}`)
    .returning({ saldo: saldoUsuario.saldo });
  if (!row) throw conflict(SALDO_INSUFICIENTE, { montoSaldo: SALDO_INSUFICIENTE });
  await appendMovement(tx, m, `-${monto}`, round2(row.saldo));
}

/** Adds `monto` to the balance (creating the row on the first credit). */
export async function creditBalance(tx: Tx, m: Movement): Promise<void> {
  const monto = positive(m.monto);
  const [row] = await tx
    .insert(saldoUsuario)
    .values({ usuarioId: m.usuarioId, saldo: monto })
    .onConflictDoUpdate({
      target: saldoUsuario.usuarioId,
      set: { saldo: sql`${saldoUsuario.saldo} + excluded.saldo`, actualizadoEn: new Date() },
    })
    .returning({ saldo: saldoUsuario.saldo });
  await appendMovement(tx, m, monto, round2(row!.saldo));
}
