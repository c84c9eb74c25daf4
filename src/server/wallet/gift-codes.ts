/**
 * Gift codes: 20 random characters (100 bits) from an alphabet without look-alikes, shown in groups of 5.
 * Only the SHA-256 of the normalised code is stored, with its last 4 characters to name it; comparisons
 * ignore case, spaces and hyphens. Redeeming is one guarded UPDATE, so 20 customers racing for one code
 * give one success; the credit (kind tarjetaregalo) is written in the same transaction.
 */
import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CodigoCanjeado } from '../../shared/contracts/wallet';
import { CODIGO_REGALO_LARGO } from '../../shared/contracts/wallet';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict } from '../errors';
import { creditBalance, getBalance } from './service';
import { tarjetaRegalo } from './tables';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODIGO_INVALIDO = 'El código de regalo no es válido';
export const CODIGO_USADO = 'El código de regalo ya fue utilizado';

export function normalizeCode(codigo: string): string {
  return codigo.toUpperCase().replace(/[\s-]/g, '');
}

export function hashCode(codigo: string): string {
  return createHash('sha256').update(normalizeCode(codigo)).digest('hex');
}

/** A new code, 'ABCDE-FGHJK-LMNPQ-RSTUV'. */
export function generateCode(): string {
  let raw = '';
  for (let i = 0; i < CODIGO_REGALO_LARGO; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return raw.match(/.{5}/g)!.join('-');
}

/** How a code is named anywhere but the recipient's mail: its last 4 characters. */
export function maskCode(final: string): string {
  return `•••••-•••••-•••••-•${final}`;
}

/** Issues the gift code of an approved request (inside its transaction); the caller mails the code. */
export async function issueGiftCode(tx: Tx, solicitud: { id: number; monto: string; destinatarioEmail: string }): Promise<string> {
  const codigo = generateCode();
  const normal = normalizeCode(codigo);
  await tx.insert(tarjetaRegalo).values({
    solicitudId: solicitud.id,
    codigoHash: hashCode(normal),
    codigoFinal: normal.slice(-4),
    monto: solicitud.monto,
    destinatarioEmail: solicitud.destinatarioEmail,
  });
  return codigo;
}

/** Redeems a code for the caller: 400 unknown, 409 already used; nothing written then. */
export async function redeemGiftCode(db: Db, usuarioId: number, codigo: string): Promise<CodigoCanjeado> {
  const normal = normalizeCode(codigo);
  if (normal.length !== CODIGO_REGALO_LARGO || /[^A-Z0-9]/.test(normal)) throw badRequest(CODIGO_INVALIDO, { codigo: CODIGO_INVALIDO });
  const hash = hashCode(normal);
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(tarjetaRegalo)
      .set({ usadoPor: usuarioId, usadoEn: new Date() })
      .where(sql`${tarjetaRegalo.codigoHash} = ${hash} and ${tarjetaRegalo.usadoPor} is null`)
      .returning({ id: tarjetaRegalo.id, monto: tarjetaRegalo.monto, final: tarjetaRegalo.codigoFinal });
    if (!won) {
      const [exists] = await tx.select({ id: tarjetaRegalo.id }).from(tarjetaRegalo).where(eq(tarjetaRegalo.codigoHash, hash)).limit(1);
      if (exists) throw conflict(CODIGO_USADO, { codigo: CODIGO_USADO });
      throw badRequest(CODIGO_INVALIDO, { codigo: CODIGO_INVALIDO });
    }
    await creditBalance(tx, {
      usuarioId,
      monto: won.monto,
      tipo: 'tarjetaregalo',
      referenciaId: won.id,
      descripcion: `Tarjeta de regalo ${maskCode(won.final)}`,
    });
    return { monto: won.monto, saldo: await getBalance(tx, usuarioId) };
  });
}
