/** One-time e-mailed tokens (account verification, password recovery), stored only as SHA-256 hashes. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { tokenUsuario } from './tables';
import { hashToken, newOpaqueToken } from './tokens';

export type UserTokenKind = 'verificacion' | 'recuperacion';

/** Issues a token of a kind, spending the user's earlier unused ones of that kind. */
export async function issueUserToken(db: Db | Tx, usuarioId: number, tipo: UserTokenKind, ttlMs: number): Promise<string> {
  const now = new Date();
  await spendUserTokens(db, usuarioId, tipo);
  const { token, hash } = newOpaqueToken();
  await db.insert(tokenUsuario).values({ usuarioId, tipo, tokenHash: hash, expiraEn: new Date(now.getTime() + ttlMs) });
  return token;
}

/** Marks every unused token of a kind of the user as spent. */
export async function spendUserTokens(db: Db | Tx, usuarioId: number, tipo: UserTokenKind): Promise<void> {
  await db
    .update(tokenUsuario)
    .set({ usadoEn: new Date() })
    .where(and(eq(tokenUsuario.usuarioId, usuarioId), eq(tokenUsuario.tipo, tipo), isNull(tokenUsuario.usadoEn)));
}

/** Spends a valid token once (atomically) and returns its user's id; null when unknown, spent or expired. */
export async function consumeUserToken(db: Db | Tx, tipo: UserTokenKind, token: string): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(tokenUsuario)
    .set({ usadoEn: now })
    .where(
      and(
        eq(tokenUsuario.tokenHash, hashToken(token)),
        eq(tokenUsuario.tipo, tipo),
        isNull(tokenUsuario.usadoEn),
        gt(tokenUsuario.expiraEn, now),
      ),
    )
    .returning({ usuarioId: tokenUsuario.usuarioId });
  return row?.usuarioId ?? null;
}
