/** Opaque random tokens (refresh, verification, recovery): only their SHA-256 hash is ever stored. */
import { createHash, randomBytes } from 'node:crypto';

export interface OpaqueToken {
  /** Sent to the user (cookie or e-mail link). */
  token: string;
  /** Stored in the database (64 hex characters). */
  hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newOpaqueToken(): OpaqueToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
