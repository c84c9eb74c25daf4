/**
 * Security events end every session of a user at once: a password change or reset, a block, a plan or
 * role change, an approved account deletion. `revokeSessions` records the instant on the user
 * (`tokensDesde`) and revokes the refresh tokens; the auth plugin, which reads the user on each request,
 * then refuses every access token issued before it. Call it in the transaction that makes the change.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { usuario } from './tables';

export async function revokeSessions(db: Db | Tx, usuarioId: number, at: Date = new Date()): Promise<void> {
  // at least a second after the previous event: a token signed in that second claimed the next one as iat
  const tokensDesde = sql`greatest(${at.toISOString()}::timestamptz, ${usuario.tokensDesde} + interval '1 second')`;
  await db.update(usuario).set({ tokensDesde }).where(eq(usuario.id, usuarioId));
  await revokeAllRefreshTokens(db, usuarioId);
}

/**
 * The earliest `iat` (whole seconds) a token may carry after the user's last security event: the second
 * after it, so a token of the event's own second counts as older. Tokens signed during that second
 * take this value as their iat (the signer's max), so a login right after the event is not refused.
 */
export function firstValidIat(tokensDesde: Date | null): number {
  return tokensDesde ? Math.floor(tokensDesde.getTime() / 1000) + 1 : 0;
}

/** True when a token issued at `iat` predates the user's last security event. */
export function revokedToken(iat: number, tokensDesde: Date | null): boolean {
  return iat < firstValidIat(tokensDesde);
}
