// The API server of the search benchmark: main.ts without seeding (the catalog is generated beforehand).
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? null : `${config.dataDir}/db` });
await migrateDatabase(database);
const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: config.port });
