/** The only process side effects: read config, open and migrate the database, seed, listen, close. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuración inválida: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : `${config.dataDir}/db` });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database.db, { uploads: app.images });
    if (seeded) app.log.info('datos de demostración cargados');
  }
  app.addHook('onClose', () => database.close());
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'cierre por error');
    else app.log.info({ signal }, 'cerrando');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ ms: Math.round(performance.now() - started), db: database.kind }, 'listo');
}

void main();
