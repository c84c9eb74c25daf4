// The API server of the search benchmark: main.ts without seeding, with the search plugin and routes
// registered when app.ts does not register them itself.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import searchPlugin from '../../src/server/search/plugin';
import searchRoutes from '../../src/server/search/routes';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : `${config.dataDir}/db` });
await migrateDatabase(database);
const app = await buildApp({ config, database });
if (!app.hasDecorator('searchIndex')) {
  await app.register(searchPlugin);
  await app.register(searchRoutes, { prefix: `${config.apiBase}/search` });
}
app.addHook('onClose', () => database.close());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: config.port });
