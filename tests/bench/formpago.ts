/**
 * The payment form (formpago) of a zone with 50 areas and 500 delivery schedules (issue 12) against the
 * demo zone's, same customer, same (empty) cart page, measured in the same run by checkout.ts: the big
 * zone's p95 must stay within 1.5x of the demo's, and the time per offered window must not grow with the
 * number of windows (the window computation stays O(windows): one grouped fill count, windows built per
 * area from its own schedules).
 */
import type { LightMyRequestResponse } from 'fastify';
import { area, horario, sector } from '../../src/server/delivery/tables';
import type { Db } from '../../src/server/db/client';
import { zona } from '../../src/server/zones/tables';
import { invalidateZones } from '../../src/server/zones/service';
import type { FormPago } from '../../src/shared/contracts/orders';

export const BIG_ZONE = { slug: 'bench-grande', areas: 50, schedulesPerArea: 10 };

/** A zone with 50 areas (one sector each) and 10 weekly schedules per area (500), half with a capacity. */
export async function makeBigZone(db: Db): Promise<void> {
  const [z] = await db.insert(zona).values({ slug: BIG_ZONE.slug, nombre: 'Zona grande (bench)', orden: 99 }).returning({ id: zona.id });
  const areas = await db
    .insert(area)
    .values(Array.from({ length: BIG_ZONE.areas }, (_, i) => ({ zonaId: z!.id, nombre: `Área ${String(i).padStart(2, '0')}`, costoEnvio: String(1 + (i % 5)), tiempoEnvio: 120 })))
    .returning({ id: area.id });
  await db.insert(sector).values(areas.map((a, i) => ({ areaId: a.id, nombre: `Sector ${i}` })));
  // per area: every weekday 08:00-10:00, and three days more 14:00-16:00 (no overlap in an area)
  const slots = areas.flatMap((a) =>
    Array.from({ length: BIG_ZONE.schedulesPerArea }, (_, j) => ({
      areaId: a.id,
      diaSemana: j % 7,
      horaInicio: j < 7 ? '08:00' : '14:00',
      horaFin: j < 7 ? '10:00' : '16:00',
      capacidad: j % 2 === 0 ? 20 : null,
    })),
  );
  await db.insert(horario).values(slots);
  invalidateZones(db);
}

export interface FormPagoFigures {
  demo: { p95: number; windows: number };
  big: { p95: number; windows: number };
}

const windowsOf = (res: LightMyRequestResponse) => {
  const form = res.json() as FormPago;
  return [...form.area, ...form.retiro].reduce((n, a) => n + a.ventana.length, 0);
};

/** p95 of `get` for a zone, `workers` callers for `ms`; and the windows its form offers. */
async function measure(get: (slug: string) => Promise<LightMyRequestResponse>, slug: string, workers: number, ms: number): Promise<{ p95: number; windows: number }> {
  const first = await get(slug);
  if (first.statusCode !== 200) throw new Error(`formpago ${slug}: ${first.statusCode} ${first.body}`);
  const samples: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() - start < ms) {
        const t0 = performance.now();
        const res = await get(slug);
        if (res.statusCode === 200) samples.push(performance.now() - t0);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  return { p95: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0, windows: windowsOf(first) };
}

/** Runs and prints the comparison; `get` asks for a zone's formpago as one customer. */
export async function benchFormPago(get: (slug: string) => Promise<LightMyRequestResponse>, label: string, ms: number): Promise<FormPagoFigures> {
  // warm up both, then alternate so both see the same machine
  await measure(get, 'caracas', 4, 500);
  await measure(get, BIG_ZONE.slug, 4, 500);
  const demo = await measure(get, 'caracas', 4, ms);
  const big = await measure(get, BIG_ZONE.slug, 4, ms);
  const q = big.p95 / demo.p95;
  const perWindow = (f: { p95: number; windows: number }) => (f.windows ? (f.p95 / f.windows) * 100 : 0);
  console.log(`formpago en ${label}, 4 clientes concurrentes`);
  console.log(`  zona demo (caracas): ${demo.windows} ventanas  p95 ${demo.p95.toFixed(1)} ms  (${perWindow(demo).toFixed(2)} ms por 100 ventanas)`);
  console.log(
    `  zona con ${BIG_ZONE.areas} áreas y ${BIG_ZONE.areas * BIG_ZONE.schedulesPerArea} horarios: ${big.windows} ventanas  p95 ${big.p95.toFixed(1)} ms  ` +
      `(${perWindow(big).toFixed(2)} ms por 100 ventanas)`,
  );
  console.log(`  p95 zona grande / zona demo: ${q.toFixed(2)} (objetivo <= 1.5: ${q <= 1.5 ? 'cumple' : 'NO cumple'})`);
  return { demo, big };
}
