/**
 * The search plugin: decorates `app.searchIndex` (the configured SearchIndex) and `app.searchRecorder`.
 * At ready it fills the index from the database (embedded engine; a hosted index only when empty) and
 * attaches it to the sync of sync.ts; with PostgreSQL the embedded index also follows the other
 * instances' changes through LISTEN/NOTIFY.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createEmbeddedIndex } from './embedded';
import { listenForChanges, type ChangeListener } from './notify';
import type { SearchIndex } from './port';
import { UsuarioTipo } from '../../shared/enums';
import { listActiveZones } from '../zones/service';
import { availabilityKey, PRODUCT_INDEX_SETTINGS } from './records';
import { createRecorder, type SearchRecorder } from './recorder';
import { applyProducts, attachIndex, enqueue, rebuildIndex } from './sync';
import { attachSynonyms } from './synonym-sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product index (`app.search` is Fastify's SEARCH-method shorthand, hence the name). */
    searchIndex: SearchIndex;
    searchRecorder: SearchRecorder;
  }
}

/**
 * The configured index: hosted Algolia when ALGOLIA_* is set, the embedded engine otherwise. `prepare`
 * brings a hosted index's settings up to date (network; run it without blocking the boot).
 */
export async function createSearchIndex(config: Config): Promise<SearchIndex & { prepare(keys: readonly string[]): Promise<void> }> {
  if (!config.algolia) {
    const embedded = createEmbeddedIndex(config.searchIndexName, PRODUCT_INDEX_SETTINGS);
    return Object.assign(embedded, { prepare: async () => undefined });
  }
  const { createAlgoliaIndex } = await import('./algolia');
  const index = createAlgoliaIndex({
    appId: config.algolia.appId,
    adminKey: config.algolia.adminKey,
    indexName: config.searchIndexName,
    settings: PRODUCT_INDEX_SETTINGS,
  });
  return Object.assign(index, { prepare: (keys: readonly string[]) => index.applySettings(keys) });
}

/** Every availability key of the active zones: each has its own price replicas. */
async function sortKeys(db: FastifyInstance['db']): Promise<string[]> {
  const zonas = await listActiveZones(db);
  return zonas.flatMap((z) => Object.values(UsuarioTipo).map((plan) => availabilityKey(z.id, plan)));
}

async function searchPlugin(app: FastifyInstance) {
  const index = await createSearchIndex(app.config);
  const recorder = createRecorder(app.db, app.log);
  app.decorate('searchIndex', index);
  app.decorate('searchRecorder', recorder);
  let listener: ChangeListener | null = null;
  let detach: (() => void) | null = null;
  let detachSynonyms: (() => void) | null = null;

  app.addHook('onReady', async () => {
    const { db } = app;
    const followOthers = index.kind === 'embedded' && app.database.kind === 'postgres' && app.config.databaseUrl !== null;
    const rebuild = () => enqueue(db, index, () => rebuildIndex(db, index));
    const failed = (err: unknown) => app.log.error({ err }, 'índice de búsqueda');
    // attached first, so changes heard while the index fills wait in its queue behind the rebuild
    detach = attachIndex(db, { index, broadcast: followOthers ? async (ids) => listener?.broadcast(ids) : undefined });
    if (followOthers) {
      listener = await listenForChanges(db, app.config.databaseUrl!, {
        onIds: (ids) => void enqueue(db, index, () => applyProducts(db, index, ids)).catch(failed),
        onResync: () => void rebuild().catch(failed),
        onError: (err) => app.log.warn({ err }, 'canal de cambios de búsqueda'),
      });
    }
    const started = performance.now();
    const fill = async () => {
      await index.prepare(await sortKeys(db));
      detachSynonyms = await attachSynonyms(db, index);
      if (index.kind === 'embedded' || (await index.count()) === 0) await rebuild();
      app.log.info({ ms: Math.round(performance.now() - started), productos: await index.count() }, 'índice de búsqueda listo');
    };
    // the embedded index is filled before the server answers; a hosted one is reached in the
    // background, so an unreachable Algolia degrades search instead of stopping the store
    if (index.kind === 'embedded') await fill();
    else void fill().catch(failed);
  });

  // before the database closes (its onClose hook may run first)
  app.addHook('preClose', async () => {
    detach?.();
    detachSynonyms?.();
    await listener?.close();
    await recorder.close();
  });
}

export default fp(searchPlugin, { name: 'search', dependencies: ['db'] });
