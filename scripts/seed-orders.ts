/**
 * npm run seed:orders: many orders for the back-office benchmark. Fills the database of DATABASE_URL
 * (PostgreSQL; or DATA_DIR's PGlite for a few thousand) with the demo data when empty, then adds generated
 * customers and ORDERS (default 1,000,000) orders with one INSERT ... SELECT over generate_series each: ids
 * rising with time over the last two years, 62 % Caracas / 35 % Valencia / 3 % Maracaibo, finished orders
 * mostly delivered (10 % cancelled) and the last two days in progress, payment methods and delivery types
 * weighted as in a real shop, totals from about $6 to $190. Only the order rows are generated (no lines,
 * payments or history): enough for the list, filters and export.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client';
import { rebuildSalesSummary } from '../src/server/reports/sales-summary';
import { seedDemo } from '../src/server/seed';
import { createImageStore } from '../src/server/media/images';
import { zona } from '../src/server/zones/tables';

const NOMBRES = ['María', 'José', 'Luis', 'Ana', 'Carlos', 'Andreína', 'Pedro', 'Daniela', 'Jesús', 'Gabriela', 'Miguel', 'Valentina', 'Juan', 'Carmen', 'Rafael', 'Yelitza', 'Alejandro', 'Rosa', 'Francisco', 'Patricia'];
const APELLIDOS = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'Martínez', 'García', 'López', 'Ramírez', 'Díaz', 'Torres', 'Rojas', 'Medina', 'Suárez', 'Castillo', 'Blanco', 'Mendoza', 'Rivas', 'Guerrero', 'Salazar', 'Briceño'];
/** Generated customers' e-mails end so; they are found again on a later run. */
const EMAIL_DOMAIN = '@clientes.ejemplo.ve';
/** Spread of generated orders back from now. */
const SPAN_DAYS = 730;
const BATCH = 250_000;

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function ensureCustomers(database: Database, count: number): Promise<number> {
  const { db } = database;
  const pattern = `%${EMAIL_DOMAIN}`;
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from usuario where email like ${pattern}::text`)) as [{ n: number }];
  if (n >= count) return n;
  // not a usable password: generated customers never log in
  await db.execute(sql`
    insert into usuario (email, clave, nombre, apellido, telefono, tipo_documento, documento, usuario_tipo, estatus, verificado_en)
    select 'cliente' || g || ${EMAIL_DOMAIN}::text, '!generado',
      (${textArray(NOMBRES)})[1 + (g * 7) % ${NOMBRES.length}::int],
      (${textArray(APELLIDOS)})[1 + (g * 13) % ${APELLIDOS.length}::int] || ' ' || (${textArray(APELLIDOS)})[1 + (g * 31) % ${APELLIDOS.length}::int],
      '0414' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
      case when g % 40 = 0 then 'J' else 'V' end,
      (5000000 + (g::bigint * 104729) % 25000000)::text,
      case when g % 10 = 0 then 2 when g % 25 = 0 then 3 else 1 end,
      1, now()
    from generate_series(${n + 1}::int, ${count}::int) as g
    on conflict do nothing`);
  return count;
}

/** Adds `count` orders (in batches, each one statement). */
export async function seedOrders(database: Database, count: number): Promise<void> {
  const { db } = database;
  if ((await db.$count(zona)) === 0) {
    const uploads = mkdtempSync(join(tmpdir(), 'mz-orders-'));
    await seedDemo(db, { uploads: createImageStore({ s3: null, uploadsDir: uploads }), imagesLight: true });
    rmSync(uploads, { recursive: true, force: true });
  }
  const customers = await ensureCustomers(database, Math.min(50_000, Math.max(100, Math.ceil(count / 20))));
  const pattern = `%${EMAIL_DOMAIN}`;
  const stepSeconds = (SPAN_DAYS * 86_400) / count;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with clientes as (
        select id, nombre, apellido, email, tipo_documento, documento, telefono, usuario_tipo,
               row_number() over (order by id) - 1 as k
        from usuario where email like ${pattern}::text
      ),
      g as (
        select g, random() as r1, random() as r2, random() as r3, random() as r5, (5 + exp(random() * 5.2))::numeric as monto,
               now() - make_interval(days => ${SPAN_DAYS}::int) + make_interval(secs => (g - 1) * ${stepSeconds}::float8 + random() * ${stepSeconds}::float8) as creado
        from generate_series(${from}::int, ${to}::int) as g
      )
      insert into orden (usuario_id, zona_id, pagina, clave_idempotencia, estatus, usuario_tipo, cliente_nombre, cliente_email,
        cliente_documento, cliente_telefono, tipo_envio, metodo_pago, direccion, fecha_entrega, hora_inicio, hora_fin, tiempo_envio,
        subtotal, impuesto, descuento, costo_envio, costo_empaquetado, total, tasa, moneda_id, creado_en, actualizado_en)
      select c.id,
        case when g.r2 < 0.62 then 1 when g.r2 < 0.97 then 2 else 3 end,
        0, gen_random_uuid(),
        case
          when g.creado < now() - interval '2 days' then case when g.r1 < 0.1 then 7 else 6 end
          when floor(g.r1 * 5) >= 3 then case when g.r5 < 0.8 then 4 else 5 end
          else 1 + floor(g.r1 * 5)::int
        end,
        c.usuario_tipo, c.nombre || ' ' || c.apellido, c.email, c.tipo_documento || '-' || c.documento, c.telefono,
        case when g.r5 < 0.8 then 1 else 2 end,
        (array[1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7])[1 + floor(g.r3 * 11)::int],
        'Calle ' || (1 + g.g % 90) || ', casa ' || (1 + g.g % 40),
        (g.creado at time zone 'America/Caracas')::date + 1, '08:00', '11:00', 90,
        round(g.monto * 0.86, 2), round(g.monto * 0.14, 2), 0, 0, 0, round(g.monto * 0.86, 2) + round(g.monto * 0.14, 2),
        245.87, 1, g.creado, g.creado
      from g join clientes c on c.k = (g.g::bigint * 7919) % ${customers}::int`);
  }
  // fresh hint bits and statistics: the first reads and the planner's estimates depend on them
  await db.execute(sql`vacuum analyze orden`);
}

async function main(): Promise<void> {
  const count = Number(process.env.ORDERS ?? 1_000_000);
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : join(dataDir, 'db') });
  const started = performance.now();
  await migrateDatabase(database);
  await seedOrders(database, count);
  await rebuildSalesSummary(database.db); // the generated orders bypass the order code that keeps the dashboard's summary
  console.log(`órdenes: ${count} generadas en ${((performance.now() - started) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : dataDir})`);
  await database.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
