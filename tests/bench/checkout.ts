/**
 * Checkout benchmark: 20 concurrent buyers, each saving its cart page then placing the order, for a fixed
 * time, through the real app (app.inject: routing, validation, auth, the checkout transaction and the
 * search reindex after it). Reports orders/s and p95 of registrar, and p95 of the cart save, on PGlite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after).
 * Baselines of the same run on the same database, 20 concurrent callers: a trivial transaction (BEGIN;
 * SELECT 1; COMMIT), and a hand-written minimal transaction doing the same writes as a purchase (the
 * app's throughput as a ratio of it: target >= 0.5 on PostgreSQL; registrar p95 <= 150 ms, PGlite 300 ms).
 * On PostgreSQL, the statements of one purchase by one buyer alone, counted at the driver (statements.ts;
 * BENCH_STATEMENTS=1 lists them; a read run meanwhile on another connection is counted where it was sent),
 * and, per transaction under the 20 buyers, the time before the stock is asked for, the stock statement
 * (waiting for the rows' locks included) and how long the rows stay locked after it answers (0 when the
 * COMMIT goes with it), for registrar and for the hand-written transaction (watchTransactions).
 * Evidence on request: BENCH_CPU_PROFILE=<folder> writes a CPU profile of the purchases,
 * BENCH_SQL_BUILD=1 the time drizzle spends building each statement's text, BENCH_SQL_TIMES=1 each
 * statement's time for one buyer alone. Then formpago of a zone with 50 areas and 500 schedules against the demo zone's (formpago.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { priceLines } from '../../src/server/cart/service';
import { producto } from '../../src/server/catalog/tables';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/seed';
import { deliveryChoices } from '../../src/server/delivery/service';
import { inventario } from '../../src/server/inventory/tables';
import { carritoDetalle } from '../../src/server/cart/tables';
import { orden, ordenDetalle, ordenHistorial, ordenPago } from '../../src/server/orders/tables';
import { createImageStore } from '../../src/server/media/images';
import { benchFormPago, makeBigZone } from './formpago';
import { recordStatements, watchTransactions, type TransactionTimes } from './statements';
import { cartTotals } from '../../src/shared/order-totals';
import { MetodoPago, TipoEnvio, UsuarioEstatus } from '../../src/shared/enums';
import { ROLE_USUARIO } from '../../src/shared/roles';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const CSRF = 'bench-csrf';

interface Timings {
  count: number;
  failures: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** User plus system CPU time of a process.cpuUsage() difference, in ms. */
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

function summarize(samples: number[], failures: number, elapsedMs: number): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return { count: samples.length, failures, perSecond: (samples.length * 1000) / elapsedMs, p50: at(0.5), p95: at(0.95) };
}

/** `workers` loops calling `task` until the time is up; each call's duration in ms. */
async function loadFor(workers: number, durationMs: number, task: (worker: number) => Promise<boolean>): Promise<Timings> {
  const samples: number[] = [];
  let failures = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() - start < durationMs) {
        const t0 = performance.now();
        if (await task(w)) samples.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  return summarize(samples, failures, performance.now() - start);
}

/** BENCH_CPU_PROFILE=<folder>: a CPU profile of the process during the purchases (checkout-<backend>.cpuprofile). */
async function startProfile(kind: string): Promise<{ stop(): Promise<void> } | null> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return null;
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `checkout-${kind}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** BENCH_SQL_BUILD=1: the time drizzle spends turning each statement into text, per purchase, by statement. */
async function timeQueryBuilding(): Promise<{ stop(purchases: number): void }> {
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const proto = PgDialect.prototype as unknown as { sqlToQuery: (...a: unknown[]) => { sql: string } };
  const original = proto.sqlToQuery;
  const by = new Map<string, { n: number; ms: number }>();
  proto.sqlToQuery = function (this: unknown, ...a: unknown[]) {
    const t0 = performance.now();
    const q = original.apply(this, a);
    const k = q.sql.replace(/\s+/g, ' ').slice(0, 90);
    const e = by.get(k) ?? { n: 0, ms: 0 };
    e.n++;
    e.ms += performance.now() - t0;
    by.set(k, e);
    return q;
  };
  return {
    stop(purchases) {
      proto.sqlToQuery = original;
      const all = [...by].sort((a, b) => b[1].ms - a[1].ms);
      const total = all.reduce((t, [, e]) => t + e.ms, 0);
      console.log(`  construcción de SQL (drizzle): ${(total / purchases).toFixed(2)} ms por compra`);
      for (const [k, e] of all.slice(0, 20)) console.log(`    ${(e.ms / purchases).toFixed(3)} ms/compra  ${(e.n / purchases).toFixed(2)}x  ${k}`);
    },
  };
}

/**
 * BENCH_SQL_TIMES=1: 50 purchases by one buyer alone, each statement's time from the driver call to its
 * rows mapped (alone: nothing else queued), summed by statement, per purchase: where the database's time goes.
 */
async function timeStatementsAlone(kind: 'pglite' | 'postgres', buy: (w: number) => Promise<boolean>): Promise<void> {
  const prepared = kind === 'pglite' ? (await import('drizzle-orm/pglite/session')).PglitePreparedQuery : (await import('drizzle-orm/node-postgres/session')).NodePgPreparedQuery;
  const proto = prepared.prototype as unknown as { execute: (...a: unknown[]) => Promise<unknown> };
  const original = proto.execute;
  const by = new Map<string, number>();
  proto.execute = async function (this: { rawQueryConfig?: { text: string }; queryString?: string }, ...a: unknown[]) {
    const t0 = performance.now();
    try {
      return await original.apply(this, a);
    } finally {
      const text = (this.rawQueryConfig?.text ?? this.queryString ?? '?').replace(/\s+/g, ' ').trim().slice(0, 100);
      by.set(text, (by.get(text) ?? 0) + performance.now() - t0);
    }
  };
  const N = 50;
  const t0 = performance.now();
  try {
    for (let i = 0; i < N; i++) await buy(0);
  } finally {
    proto.execute = original;
  }
  const wall = (performance.now() - t0) / N;
  const all = [...by].sort((a, b) => b[1] - a[1]);
  const total = all.reduce((t, [, ms]) => t + ms, 0) / N;
  console.log(`  ${kind}, un comprador solo: ${wall.toFixed(2)} ms por compra, ${total.toFixed(2)} ms en sentencias`);
  for (const [k, ms] of all.slice(0, 25)) console.log(`    ${(ms / N).toFixed(3)} ms  ${k}`);
}

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    return { database, drop: async () => undefined };
  }
  const base = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!;
  const name = `mz_bench_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const adminUrl = Object.assign(new URL(base), { pathname: '/postgres' }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: Object.assign(new URL(base), { pathname: `/${name}` }).toString(), dataDir: null, poolSize: 30 });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Prime buyers (no minimum purchase) with signed tokens. */
async function makeBuyers(app: FastifyInstance, database: Database): Promise<{ tokens: string[]; ids: number[] }> {
  const clave = await hashPassword('Demo1234!');
  const rows = await database.db
    .insert(usuario)
    .values(
      Array.from({ length: BUYERS }, (_, i) => ({
        email: `bench-${i}@prueba.ve`,
        clave,
        nombre: 'Comprador',
        apellido: String(i),
        telefono: '04140000000',
        tipoDocumento: 'V',
        documento: String(40_000_000 + i),
        usuarioTipo: 2,
        estatus: UsuarioEstatus.ACTIVO,
        verificadoEn: new Date(),
      })),
    )
    .returning({ id: usuario.id, uuid: usuario.uuid, email: usuario.email });
  await database.db.insert(usuarioRol).values(rows.map((r) => ({ usuarioId: r.id, rol: ROLE_USUARIO })));
  return {
    tokens: rows.map((r) => app.signAccessToken({ uuid: r.uuid, email: r.email, roles: [ROLE_USUARIO], usuarioTipo: 'prime' }).token),
    ids: rows.map((r) => r.id),
  };
}

async function runOn(kind: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-checkout-'));
  const { database, drop } = await openBenchDatabase(kind);
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { uploads: createImageStore({ s3: null, uploadsDir: join(dataDir, 'uploads') }), imagesLight: true });
    await makeBigZone(database.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIR: '', RATE_LIMIT: 'false' });
    const app = await buildApp({ config, database });
    await app.ready();
    const db = database.db;

    // three products every buyer takes, with plenty of stock
    const all = await db.select({ id: producto.id }).from(producto);
    const sold = await priceLines(db, 1, 2, all.map((p) => p.id));
    const picks = [...sold.values()].filter((r) => r.producto.precio.modalidadVenta.minimo === 1 && r.producto.precio.modalidadVenta.unidad === 1).slice(0, 3);
    for (const p of picks) await db.update(inventario).set({ existencia: 10_000_000 }).where(eq(inventario.id, p.inventarioId));
    const lines = picks.map((p) => ({ precio: p.producto.precio.precio, oferta: p.producto.precio.oferta, impuesto: p.producto.impuesto, cantidad: 1 }));
    const total = cartTotals(lines, { costoEmpaquetado: '0.50' }).total;
    const ventana = (await deliveryChoices(db, 1, new Date())).retiro[0]!.ventana[0]!;
    const { tokens, ids: buyerIds } = await makeBuyers(app, database);

    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url: `${config.apiBase}${url}`,
        headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': CSRF, accept: 'application/json' },
        cookies: { 'XSRF-TOKEN': CSRF },
        ...(payload ? { payload } : {}),
      });
    const cartLines = picks.map((p) => ({ cantidad: 1, producto: { id: p.producto.id } }));
    const cartTimes: number[] = [];
    const orderTimes: number[] = [];
    /** One purchase: the cart save, then registrar, each timed apart. */
    const saveCart = (w: number) => call(tokens[w]!, 'POST', '/usuario/carrito/zona/caracas', { pagina: 0, carritoDetalle: cartLines });
    const register = (w: number) =>
      call(tokens[w]!, 'POST', '/usuario/orden/zona/caracas/pagina/0/registrar', {
        claveIdempotencia: randomUUID(),
        tipoEnvio: TipoEnvio.PICKUP,
        direccionZonaId: 1,
        horarioId: ventana.horarioId,
        fechaEntrega: ventana.fecha,
        montoSaldo: '0.00',
        pago: { metodo: MetodoPago.EFECTIVO },
        monedaId: 1,
        totalEsperado: total,
      });
    const buy = async (w: number) => {
      const t0 = performance.now();
      const saved = await saveCart(w);
      const t1 = performance.now();
      if (saved.statusCode !== 200) return false;
      const res = await register(w);
      if (res.statusCode !== 201) return false;
      cartTimes.push(t1 - t0);
      orderTimes.push(performance.now() - t1);
      return true;
    };
    /**
     * The same writes as one purchase, by hand, minimal: lock and take the stock of the three rows in one
     * guarded statement, the order (a copy of an order the app placed), its lines in one insert, its
     * history and payment rows, and the cart page cleared; one transaction, 7 statements.
     */
    const stockRows = picks.map((p) => p.inventarioId).sort((a, b) => a - b);
    const copy: { order?: typeof orden.$inferSelect; lines: (typeof ordenDetalle.$inferSelect)[] } = { lines: [] };
    const handWritten = async (w: number) => {
      const usuarioId = buyerIds[w]!;
      await db.transaction(async (tx) => {
        // rows locked in id order (a plain multi-row UPDATE locks in scan order and deadlocks)
        const ids = sql.join(stockRows.map((id) => sql`${id}::int`), sql`, `);
        const taken = await tx.execute(
          sql`with locked as (select id from inventario where id in (${ids}) order by id for update)
              update inventario set existencia = existencia - 1 from locked where inventario.id = locked.id and existencia >= 1 returning inventario.id`,
        );
        if ((taken as unknown as { rows: unknown[] }).rows.length !== stockRows.length) throw new Error('sin existencia');
        const { id: _id, ...row } = copy.order!;
        const [o] = await tx.insert(orden).values({ ...row, usuarioId, claveIdempotencia: randomUUID() }).returning({ id: orden.id });
        await tx.insert(ordenDetalle).values(copy.lines.map(({ id: _lineId, ...l }) => ({ ...l, ordenId: o!.id })));
        await tx.insert(ordenHistorial).values({ ordenId: o!.id, estatus: row.estatus, nota: 'Pedido recibido, pago por verificar' });
        await tx.insert(ordenPago).values({ ordenId: o!.id, metodo: MetodoPago.EFECTIVO, monto: row.total, estatus: 1 });
        await tx.delete(carritoDetalle).where(sql`${carritoDetalle.carritoId} in (select id from carrito where usuario_id = ${usuarioId} and zona_id = 1 and pagina = 0)`);
      });
      return true;
    };
    const trivial = async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      return true;
    };

    // warm up (JIT, caches, connections), then measure
    await loadFor(BUYERS, 1000, trivial);
    await loadFor(BUYERS, 1000, buy);
    cartTimes.length = 0;
    orderTimes.length = 0;
    [copy.order] = await db.select().from(orden).orderBy(desc(orden.id)).limit(1);
    copy.lines = await db.select().from(ordenDetalle).where(eq(ordenDetalle.ordenId, copy.order!.id));
    await loadFor(BUYERS, 1000, handWritten);
    const baseline = await loadFor(BUYERS, DURATION_MS, trivial);
    const watchMinimal = kind === 'postgres' ? watchTransactions() : null;
    const cpuMinimal = process.cpuUsage();
    const minimal = await loadFor(BUYERS, DURATION_MS, handWritten);
    const cpuMinimalMs = cpuMs(process.cpuUsage(cpuMinimal)) / Math.max(1, minimal.count);
    watchMinimal?.stop();
    const watchApp = kind === 'postgres' ? watchTransactions() : null;
    const profiler = await startProfile(kind);
    const building = process.env.BENCH_SQL_BUILD ? await timeQueryBuilding() : null;
    const cpuApp = process.cpuUsage();
    const purchases = await loadFor(BUYERS, DURATION_MS, buy);
    const cpuAppMs = cpuMs(process.cpuUsage(cpuApp)) / Math.max(1, purchases.count);
    await profiler?.stop();
    building?.stop(purchases.count);
    watchApp?.stop();
    const orders = summarize(orderTimes, purchases.failures, DURATION_MS);
    const carts = summarize(cartTimes, 0, DURATION_MS);
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    if (kind === 'postgres') await profileOnePurchase(saveCart, register);
    if (process.env.BENCH_SQL_TIMES) await timeStatementsAlone(kind, buy);
    console.log(`\ncheckout en ${label}, ${BUYERS} compradores concurrentes, ${DURATION_MS / 1000} s`);
    console.log(`línea base: transacción trivial (SELECT 1)          ${baseline.perSecond.toFixed(0).padStart(7)} tx/s  p95 ${baseline.p95.toFixed(1)} ms`);
    console.log(
      `transacción mínima escrita a mano (mismas escrituras) ${minimal.perSecond.toFixed(1).padStart(7)} órdenes/s  p50 ${minimal.p50.toFixed(1)} ms  p95 ${minimal.p95.toFixed(1)} ms  fallos ${minimal.failures}`,
    );
    console.log(
      `checkout (guardar carrito + registrar)               ${purchases.perSecond.toFixed(1).padStart(7)} órdenes/s  ratio ${(purchases.perSecond / baseline.perSecond).toFixed(3)}  fallos ${purchases.failures}`,
    );
    const q = purchases.perSecond / minimal.perSecond;
    const p95Target = kind === 'postgres' ? 150 : 300;
    console.log(
      `checkout frente a la transacción mínima: ratio ${q.toFixed(2)}${kind === 'postgres' ? ` (objetivo >= 0.5: ${q >= 0.5 ? 'cumple' : 'NO cumple'})` : ''}  ` +
        `p95 registrar ${orders.p95.toFixed(1)} ms (objetivo <= ${p95Target} ms: ${orders.p95 <= p95Target ? 'cumple' : 'NO cumple'})`,
    );
    console.log(
      `registrar (POST .../registrar)                       p50 ${orders.p50.toFixed(1)} ms  p95 ${orders.p95.toFixed(1)} ms  p95/base ${(orders.p95 / baseline.p95).toFixed(1)}x`,
    );
    console.log(
      `guardar carrito (POST /usuario/carrito/zona)         p50 ${carts.p50.toFixed(1)} ms  p95 ${carts.p95.toFixed(1)} ms  p95/base ${(carts.p95 / baseline.p95).toFixed(1)}x`,
    );
    // this process's CPU per purchase: on PGlite the database's work too, on PostgreSQL only the app's side
    console.log(
      `CPU de este proceso por compra (${kind === 'pglite' ? 'app y base de datos' : 'solo la app'}): checkout ${cpuAppMs.toFixed(2)} ms, transacción mínima ${cpuMinimalMs.toFixed(2)} ms`,
    );
    if (watchMinimal && watchApp) {
      const show = (name: string, t: TransactionTimes) => {
        const f = (xs: number[]) => { const x = summarize(xs, 0, DURATION_MS); return `p50 ${x.p50.toFixed(1)} p95 ${x.p95.toFixed(1)}`; };
        console.log(`  ${name}: transacción ${f(t.tx)} ms; antes de pedir existencias ${f(t.beforeStock)}; sentencia de existencias (espera incluida) ${f(t.stock)}; existencias bloqueadas tras tomarlas ${f(t.afterStock)}`);
      };
      show('mínima escrita a mano', watchMinimal);
      show('registrar          ', watchApp);
    }
    // issue 12: the payment form of a zone with 50 areas and 500 schedules against the demo zone's (page 1: empty in both)
    await benchFormPago((slug) => call(tokens[0]!, 'GET', `/usuario/orden/zona/${slug}/pagina/1/formpago`), label, DURATION_MS);
    await app.close();
  } finally {
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One buyer alone, statements counted at the driver: the cart save, registrar until its answer, and what
 * runs after the answer (the batched search reindex). BENCH_STATEMENTS=1 lists them.
 */
async function profileOnePurchase(saveCart: (w: number) => Promise<{ statusCode: number }>, register: (w: number) => Promise<{ statusCode: number }>): Promise<void> {
  const cart = await recordStatements(() => saveCart(0));
  const order = await recordStatements(() => register(0));
  const after = await recordStatements(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  if (cart.result.statusCode !== 200 || order.result.statusCode !== 201) throw new Error(`compra de perfil: ${cart.result.statusCode} ${order.result.statusCode}`);
  const inTx = (list: string[]) => {
    const begin = list.findIndex((s) => /^begin/i.test(s));
    // the transaction ends at its COMMIT, or at the statement that carries it (then counted in)
    const end = list.findIndex((s, i) => i > begin && (/^(commit|rollback)/i.test(s) || /; commit$/.test(s)));
    if (begin < 0 || end < 0) return 0;
    return end - begin - (/; commit$/.test(list[end]!) ? 0 : 1);
  };
  console.log(
    `sentencias por compra (un comprador solo): guardar carrito ${cart.statements.length}, registrar ${order.statements.length} ` +
      `(${inTx(order.statements)} dentro de la transacción, sin BEGIN/COMMIT), después de la respuesta ${after.statements.length}`,
  );
  if (process.env.BENCH_STATEMENTS) {
    for (const [name, log] of [['guardar carrito', cart], ['registrar', order], ['después', after]] as const) {
      console.log(`  ${name}:`);
      for (const s of log.statements) console.log(`    ${s}`);
    }
  }
}

export async function benchCheckout(): Promise<void> {
  if (process.env.BENCH_CHECKOUT_DB !== 'postgres') await runOn('pglite');
  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) await runOn('postgres');
  else console.log('checkout en PostgreSQL: omitido (defina BENCH_DATABASE_URL o TEST_DATABASE_URL)');
}
