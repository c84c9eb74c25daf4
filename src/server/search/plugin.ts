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
import { PRODUCT_INDEX_SETTINGS } from './records';
import { createRecorder, type SearchRecorder } from './recorder';
import { applyProducts, attachIndex, enqueue, rebuildIndex } from './sync';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product index (`app.search` is Fastify's SEARCH-method shorthand, hence the name). */
    searchIndex: SearchIndex;
    searchRecorder: SearchRecorder;
  }
}

/** The configured index: hosted Algolia when ALGOLIA_* is set, the embedded engine otherwise. */
export async function createSearchIndex(config: Config): Promise<SearchIndex> {
  if (!config.algolia) return createEmbeddedIndex(config.searchIndexName, PRODUCT_INDEX_SETTINGS);
  const { createAlgoliaIndex } = await import('./algolia');
  const index = createAlgoliaIndex({
    appId: config.algolia.appId,
    adminKey: config.algolia.adminKey,
    indexName: config.searchIndexName,
    settings: PRODUCT_INDEX_SETTINGS,
  });
  await index.applySettings();
  return index;
}

async function searchPlugin(app: FastifyInstance) {
  const index = await createSearchIndex(app.config);
  const recorder = createRecorder(app.db, app.log);
  app.decorate('searchIndex', index);
  app.decorate('searchRecorder', recorder);
  let listener: ChangeListener | null = null;
  let detach: (() => void) | null = null;

  app.addHook('onReady', async () => {
    const { db } = app;
    const followOthers = index.kind === 'embedded' && app.database.kind === 'postgres' && app.config.databaseUrl !== null;
    const rebuild = () => enqueue(db, index, () => rebuildIndex(db, index));
    if (followOthers) {
      listener = await listenForChanges(db, app.config.databaseUrl!, {
        onIds: (ids) => void enqueue(db, index, () => applyProducts(db, index, ids)).catch((err) => app.log.error({ err }, 'índice de búsqueda')),
        onResync: () => void rebuild().catch((err) => app.log.error({ err }, 'índice de búsqueda')),
        onError: (err) => app.log.warn({ err }, 'canal de cambios de búsqueda'),
      });
    }
    detach = attachIndex(db, { index, broadcast: listener ? listener.broadcast : undefined });
    const started = performance.now();
    if (index.kind === 'embedded' || (await index.count()) === 0) {
      await rebuild();
      app.log.info({ ms: Math.round(performance.now() - started), productos: await index.count() }, 'índice de búsqueda listo');
    }
  });

  // before the database closes (its onClose hook may run first)
  app.addHook('preClose', async () => {
    detach?.();
    await listener?.close();
    await recorder.close();
  });
}

export default fp(searchPlugin, { name: 'search', dependencies: ['db'] });
