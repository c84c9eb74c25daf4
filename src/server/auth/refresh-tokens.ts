/**
 * Rotating refresh tokens. Each login starts a family; each refresh spends the presented token and
 * issues the next one of the same family. A spent token presented again means it was stolen (or the
 * thief already used it), so the whole family is revoked and both holders must log in again.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refreshToken, usuario } from './tables';
import { hashToken, newOpaqueToken } from './tokens';

export interface IssuedRefresh {
  token: string;
  expiraEn: Date;
}

export type RotationResult =
  | { ok: true; usuarioId: number; uuid: string; familia: string; next: IssuedRefresh }
  | { ok: false; reason: 'desconocido' | 'expirado' | 'revocado' | 'reutilizado' };

export async function issueRefreshToken(db: Db | Tx, usuarioId: number, ttlSeconds: number, familia: string = randomUUID()): Promise<IssuedRefresh> {
  const { token, hash } = newOpaqueToken();
  const expiraEn = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(refreshToken).values({ usuarioId, familia, tokenHash: hash, expiraEn });
  return { token, expiraEn };
}

/** Drops the user's expired tokens so the table only holds what reuse detection still needs. */
export async function purgeExpiredRefreshTokens(db: Db | Tx, usuarioId: number): Promise<void> {
  await db.delete(refreshToken).where(and(eq(refreshToken.usuarioId, usuarioId), lt(refreshToken.expiraEn, new Date())));
}

export async function revokeFamily(db: Db | Tx, familia: string): Promise<void> {
  await db.update(refreshToken).set({ revocadoEn: new Date() }).where(and(eq(refreshToken.familia, familia), isNull(refreshToken.revocadoEn)));
}

export async function revokeAllRefreshTokens(db: Db | Tx, usuarioId: number): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revocadoEn: new Date() })
    .where(and(eq(refreshToken.usuarioId, usuarioId), isNull(refreshToken.revocadoEn)));
}

/** The family and owner of a presented token, whatever its state. */
export async function findRefreshToken(db: Db | Tx, token: string) {
  const [row] = await db
    .select({
      id: refreshToken.id,
      usuarioId: refreshToken.usuarioId,
      uuid: usuario.uuid,
      familia: refreshToken.familia,
      expiraEn: refreshToken.expiraEn,
      usadoEn: refreshToken.usadoEn,
      revocadoEn: refreshToken.revocadoEn,
    })
    .from(refreshToken)
    .innerJoin(usuario, eq(usuario.id, refreshToken.usuarioId))
    .where(eq(refreshToken.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** Spends a presented token and issues its successor; reuse revokes the family. */
export async function rotateRefreshToken(db: Db, token: string, ttlSeconds: number): Promise<RotationResult> {
  const row = await findRefreshToken(db, token);
  if (!row) return { ok: false, reason: 'desconocido' };
  if (row.revocadoEn) return { ok: false, reason: 'revocado' };
  if (row.usadoEn) {
    await revokeFamily(db, row.familia);
    return { ok: false, reason: 'reutilizado' };
  }
  if (row.expiraEn.getTime() <= Date.now()) return { ok: false, reason: 'expirado' };

  const next = await db.transaction(async (tx) => {
    // the guard on usado_en makes two concurrent rotations of one token end with a single winner
    const spent = await tx
      .update(refreshToken)
      .set({ usadoEn: new Date() })
      .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usadoEn), isNull(refreshToken.revocadoEn)))
      .returning({ id: refreshToken.id });
    return spent.length ? issueRefreshToken(tx, row.usuarioId, ttlSeconds, row.familia) : null;
  });
  if (!next) {
    await revokeFamily(db, row.familia);
    return { ok: false, reason: 'reutilizado' };
  }
  return { ok: true, usuarioId: row.usuarioId, uuid: row.uuid, familia: row.familia, next };
}
