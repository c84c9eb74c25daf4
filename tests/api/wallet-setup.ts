/** Helpers of the wallet tests: card purchases through the API, staff decisions, the outbox's gift codes. */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import type { TestApp } from '../helpers/app';

export const pagoMovil = (monto: string, over: Record<string, unknown> = {}) => ({
  claveIdempotencia: randomUUID(),
  tipo: 1,
  monto,
  metodo: 3,
  referencia: `PM${Math.floor(Math.random() * 1e9)}`,
  banco: 'Banesco (0134)',
  telefono: '04141234567',
  ...over,
});

export const regalo = (monto: string, email: string, over: Record<string, unknown> = {}) =>
  pagoMovil(monto, { tipo: 2, destinatarioEmail: email, destinatarioNombre: 'Amiga', mensaje: '¡Feliz cumpleaños!', ...over });

export async function buyCard(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api({ method: 'POST', url: '/usuario/tarjeta/solicitud/procesarcomprar', token, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

export async function decide(t: TestApp, token: string, id: number, estatus: 2 | 3, nota?: string) {
  return t.api({ method: 'PUT', url: `/admin/tarjeta/solicitud/${id}`, token, payload: nota === undefined ? { estatus } : { estatus, nota } });
}

/** The gift code mailed to `email` (the newest such mail). */
export function giftCodeFor(t: TestApp, email: string): string {
  const dir = t.config.outboxDir;
  const mails = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxEntry)
    .filter((m) => m.to === email);
  const text = mails.at(-1)?.text ?? '';
  const code = /Su código de regalo: ([A-Z0-9-]+)/.exec(text)?.[1];
  if (!code) throw new Error(`no gift code mailed to ${email}`);
  return code;
}

/** Every balance equals the sum of its movements, and no movement left it below 0. */
export async function ledgerMatches(t: TestApp, usuarioId: number): Promise<void> {
  const db = t.database.db;
  const [sum] = await db
    .select({ s: sql<string>`coalesce(sum(${movimientoSaldo.monto}), 0)::numeric(14,2)::text`, min: sql<string | null>`min(${movimientoSaldo.saldoResultante})::text` })
    .from(movimientoSaldo)
    .where(eq(movimientoSaldo.usuarioId, usuarioId));
  expect(await getBalance(db, usuarioId)).toBe(sum!.s);
  expect(Number(sum!.min ?? 0)).toBeGreaterThanOrEqual(0);
}
