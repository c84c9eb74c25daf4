/** PRIME plans offered on /prime, and the demo PRIME customer's yearly membership. */
import type { Tx } from '../db/client';
import { membresia, membresiaPlan } from '../membership/tables';

const DAY_MS = 86_400_000;

export const PLANES_MEMBRESIA = [
  { nombre: 'Mensual', descripcion: '30 días de beneficios PRIME', dias: 30, precio: '4.99', orden: 1 },
  { nombre: 'Anual', descripcion: '365 días de beneficios PRIME: dos meses gratis', dias: 365, precio: '49.90', orden: 2 },
];

export async function insertMembership(tx: Tx, users: { id: number; email: string }[], now: Date): Promise<void> {
  const plans = await tx.insert(membresiaPlan).values(PLANES_MEMBRESIA).returning({ id: membresiaPlan.id, dias: membresiaPlan.dias });
  const prime = users.find((u) => u.email === 'prime@demo.ve');
  const anual = plans.find((p) => p.dias === 365)!;
  if (prime) {
    const inicio = new Date(now.getTime() - 30 * DAY_MS);
    await tx.insert(membresia).values({ usuarioId: prime.id, planId: anual.id, fechaInicio: inicio, fechaFinal: new Date(inicio.getTime() + 365 * DAY_MS) });
  }
}
