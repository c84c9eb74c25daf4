/**
 * npm run reconcile: proves the TZM balance ledger adds up on the database of DATABASE_URL (or DATA_DIR's
 * PGlite): every balance equals the sum of its movements, and every approved card, redeemed gift code,
 * vuelto to balance, adjustment and balance-paid membership has exactly its movements. Prints a summary
 * and exits 1 when anything does not match (for cron or CI).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { reconcile } from '../src/server/wallet/reconciliation';

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : join(dataDir, 'db') });
  try {
    await migrateDatabase(database);
    const r = await reconcile(database.db);
    console.log(`Saldos revisados: ${r.saldos.revisados}; diferencias: ${r.saldos.diferencias.length}`);
    for (const d of r.saldos.diferencias) console.log(`  cliente ${d.usuarioId}: saldo ${d.saldo} <> libro ${d.libro}`);
    for (const c of r.causas) {
      console.log(`${c.nombre} (${c.tipo}): ${c.revisados} revisados, ${c.problemas.length} con problemas`);
      for (const p of c.problemas) console.log(`  #${p.id}: ${p.movimientos} movimientos`);
    }
    console.log(r.ok ? 'Conciliación correcta' : 'Conciliación con diferencias');
    return r.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await main();
