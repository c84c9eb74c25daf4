/**
 * Back-office customer search and customer page, PostgreSQL only (BENCH_DATABASE_URL, or TEST_DATABASE_URL's
 * server), in a database of a random name dropped after:
 * - GET /backend/admin/cliente p50/p95 on 1,000,000 generated customers (generate_series: accented names,
 *   phones, documents) for name (accent-insensitive), e-mail prefix, document, phone's last 4 digits and the
 *   combined search box; target p95 <= 30 ms;
 * - GET /backend/admin/cliente/{id} of a customer with 500 orders, 300 ledger movements; target p95 <= 50 ms.
 * Through the whole HTTP stack (app.inject: auth, guard, validation, queries, serialization), each figure also
 * as a ratio of a trivial route (/backend/health) measured the same way in the same run.
 * Alone: BENCH_ONLY=clientes npm run bench (BENCH_CUSTOMERS=<n> for another size).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, migrateDatabase, openDatabase } from '../../src/server/db/client';
import { createImageStore } from '../../src/server/media/images';
import { seedDemo } from '../../src/server/seed';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const ORDERS_OF_ONE = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARMUP = 10;
const SEARCH_TARGET_MS = 30;
const PAGE_TARGET_MS = 50;

const NOMBRES = ['María', 'José', 'Luis', 'Ana', 'Andrés', 'Inés', 'Carlos', 'Gabriela', 'Pedro', 'Valentina', 'Jesús', 'Mónica', 'Raúl', 'Sofía', 'Héctor', 'Lucía', 'Ramón', 'Daniela', 'Víctor', 'Andreína', 'Óscar', 'Rosa', 'Iván', 'Yolanda', 'Néstor', 'Beatriz', 'Julián', 'Elena', 'Martín', 'Carmen'];
const APELLIDOS = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Sánchez', 'Ramírez', 'Núñez', 'Márquez', 'Suárez', 'Rojas', 'Álvarez', 'Gutiérrez', 'Medina', 'Castillo', 'Jiménez', 'Muñoz', 'Acosta', 'Salazar', 'Mendoza', 'Páez', 'Briceño', 'Peña', 'Ibáñez', 'Quiñones', 'Chacón', 'Ordóñez', 'Colmenares', 'Villegas', 'Zambrano', 'Urdaneta', 'Carrasquel', 'Echeverría', 'Montilla', 'Quintero', 'Bastidas', 'Toro'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const textArray = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

interface Case {
  name: string;
  filter: Record<string, unknown>;
  /** Outside the searches the target speaks of (shown for reference). */
  extra?: boolean;
}

function serverUrl(): string | null {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
}

async function admin(base: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** 1M customers in batches of one statement each, then their ROLE_USUARIO; one of them gets 500 orders. */
export async function generate(database: Database): Promise<{ heavyId: number; probe: { telefono: string; documento: string; email: string } }> {
  const { db } = database;
  const batch = 250_000;
  for (let from = 1; from <= CUSTOMERS; from += batch) {
    const to = Math.min(CUSTOMERS, from + batch - 1);
    await db.execute(sql`
      insert into usuario (email, clave, nombre, apellido, telefono, tipo_documento, documento, usuario_tipo, estatus, verificado_en, creado_en)
      select 'cliente' || g || '@bench.ve', '!generado',
        (${textArray(NOMBRES)})[1 + (g * 7) % ${NOMBRES.length}::int],
        (${textArray(APELLIDOS)})[1 + (g * 13) % ${APELLIDOS.length}::int] || ' ' || (${textArray(APELLIDOS)})[1 + (g * 31) % ${APELLIDOS.length}::int],
        (array['0412','0414','0416','0424','0426'])[1 + g % 5] || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'),
        case when g % 40 = 0 then 'J' else 'V' end,
        (5000000 + (g::bigint * 104729) % 25000000)::text,
        case when g % 10 = 0 then 2 when g % 25 = 0 then 3 else 1 end,
        case when g % 50 = 0 then 2 else 1 end,
        now(), now() - (g || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as g`);
  }
  await db.execute(sql`insert into usuario_rol (usuario_id, rol) select id, 'ROLE_USUARIO' from usuario where email like '%@bench.ve'`);
  const [heavy] = (
    (await db.execute(sql`select id, email, telefono, documento from usuario where email = 'cliente424242@bench.ve' or email = 'cliente1@bench.ve' order by id desc limit 1`)) as unknown as {
      rows: { id: number; email: string; telefono: string; documento: string }[];
    }
  ).rows;
  const id = heavy!.id;
  await db.execute(sql`
    insert into orden (usuario_id, zona_id, pagina, clave_idempotencia, estatus, usuario_tipo, cliente_nombre, cliente_email, tipo_envio, metodo_pago,
                       direccion, fecha_entrega, hora_inicio, hora_fin, subtotal, impuesto, total, tasa, creado_en)
    select ${id}, 1 + g % 2, 0, gen_random_uuid(), 1 + g % 7, 1, 'Cliente Frecuente', ${heavy!.email}, 1, 3,
           'Av. Principal de Las Mercedes', current_date, '08:00', '11:00', 20, 0, 20, 245.5, now() - (g || ' hours')::interval
    from generate_series(1, ${ORDERS_OF_ONE}) as g`);
  await db.execute(sql`insert into saldo_usuario (usuario_id, saldo) values (${id}, 300)`);
  await db.execute(sql`
    insert into movimiento_saldo (usuario_id, tipo, referencia_id, monto, saldo_resultante, descripcion, creado_en)
    select ${id}, 'ajuste', null, 1, g, 'Ajuste de prueba', now() - (g || ' hours')::interval from generate_series(1, 300) as g`);
  await db.execute(sql`vacuum analyze`);
  return { heavyId: id, probe: { telefono: heavy!.telefono, documento: heavy!.documento, email: heavy!.email } };
}

export async function benchCustomers(): Promise<void> {
  const base = serverUrl();
  if (!base) {
    console.log('búsqueda de clientes (admin): omitido, necesita PostgreSQL (BENCH_DATABASE_URL o TEST_DATABASE_URL)');
    return;
  }
  const name = `mz_bench_clientes_${randomBytes(4).toString('hex')}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-clientes-'));
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { uploads: createImageStore({ s3: null, uploadsDir: dataDir }), imagesLight: true });
    const t = performance.now();
    const { heavyId, probe } = await generate(database);
    console.log(`clientes (admin): ${CUSTOMERS.toLocaleString('es-VE')} clientes generados en ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, CLIENT_DIR: '', RATE_LIMIT: 'false', LOG_LEVEL: 'silent', DATABASE_URL: url });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/backend/login_check',
        payload: { username: 'soporte@demo.ve', password: 'Demo1234!' },
        cookies: { 'XSRF-TOKEN': 'bench' },
        headers: { 'x-xsrf-token': 'bench' },
      });
      if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
      const headers = { authorization: `Bearer ${login.json().token as string}` };

      async function timings(request: () => Promise<{ statusCode: number; body: string }>): Promise<number[]> {
        const times: number[] = [];
        for (let i = 0; i < WARMUP + ROUNDS; i++) {
          const s = performance.now();
          const res = await request();
          const ms = performance.now() - s;
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
          if (i >= WARMUP) times.push(ms);
        }
        return times.sort((a, b) => a - b);
      }
      const baseTimes = await timings(() => app.inject({ method: 'GET', url: '/backend/health' }));
      const baseP95 = percentile(baseTimes, 0.95);
      console.log(`  línea base /backend/health: p50 ${percentile(baseTimes, 0.5).toFixed(2)} ms  p95 ${baseP95.toFixed(2)} ms (${ROUNDS} peticiones por caso)`);

      const last4 = probe.telefono.slice(-4);
      const cases: Case[] = [
        { name: 'sin filtros, más recientes', filter: {}, extra: true },
        { name: 'nombre sin acentos (maria gonzalez)', filter: { nombre: 'maria gonzalez' } },
        { name: 'nombre poco común sin acentos (ordonez)', filter: { nombre: 'ordonez quinones' } },
        { name: 'correo (inicio)', filter: { email: 'cliente4242' } },
        { name: 'documento', filter: { documento: `V-${probe.documento}` } },
        { name: `teléfono: últimos 4 dígitos (${last4})`, filter: { telefono: last4 } },
        { name: 'caja de búsqueda: 4 dígitos', filter: { q: last4 } },
        { name: 'caja de búsqueda: apellido (nunez)', filter: { q: 'nunez' } },
        { name: 'caja de búsqueda: correo', filter: { q: probe.email } },
        { name: 'bloqueados, plan PRIME', filter: { estatus: 2, usuarioTipo: 2 }, extra: true },
      ];
      let worst = 0;
      for (const c of cases) {
        const query = new URLSearchParams({ filter: JSON.stringify(c.filter), sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 49]) });
        let total = '';
        const times = await timings(async () => {
          const res = await app.inject({ method: 'GET', url: `/backend/admin/cliente?${query}`, headers });
          total = String(res.headers['content-range'] ?? '').split('/')[1] ?? '';
          return res;
        });
        const p95 = percentile(times, 0.95);
        if (!c.extra) worst = Math.max(worst, p95);
        console.log(
          `  ${(c.extra ? `(ref.) ${c.name}` : c.name).padEnd(44)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (x${(p95 / baseP95).toFixed(1)} la base)  total ${total}`,
        );
      }
      console.log(`  búsqueda (nombre, correo, documento, teléfono, caja): peor p95 ${worst.toFixed(1)} ms (objetivo <= ${SEARCH_TARGET_MS} ms: ${worst <= SEARCH_TARGET_MS ? 'cumple' : 'NO cumple'})`);

      const page = await timings(() => app.inject({ method: 'GET', url: `/backend/admin/cliente/${heavyId}`, headers }));
      const pageP95 = percentile(page, 0.95);
      console.log(
        `  ficha de un cliente con ${ORDERS_OF_ONE} pedidos: p50 ${percentile(page, 0.5).toFixed(1)} ms  p95 ${pageP95.toFixed(1)} ms  (x${(pageP95 / baseP95).toFixed(1)} la base; objetivo <= ${PAGE_TARGET_MS} ms: ${pageP95 <= PAGE_TARGET_MS ? 'cumple' : 'NO cumple'})`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchCustomers();
