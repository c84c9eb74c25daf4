/** Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(clave: string): Promise<string> {
  return hash(clave, OPTIONS);
}

/** False for a wrong password or a malformed stored hash. */
export async function verifyPassword(stored: string, clave: string): Promise<boolean> {
  try {
    return await verify(stored, clave);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstDummy(clave: string): Promise<void> {
  dummyHash ??= hashPassword('clave-ficticia-para-igualar-tiempos-1');
  await verifyPassword(await dummyHash, clave);
}
