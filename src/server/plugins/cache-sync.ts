/**
 * Keeps the public cache of every API instance in step on PostgreSQL: an invalidation here is sent on one
 * channel with the cache's name, and a notice from another instance drops the entry it names, so a new
 * rate, zone or menu shows on every instance at once rather than after the cache's TTL. After a lost
 * connection every entry is dropped (notices sent meanwhile are gone). PGlite is one process: nothing to do.
 */
import fp from 'fastify-plugin';
import { attachCacheBroadcast, forgetCached } from '../cache';
import { listenChannel, type ChannelListener } from '../db/notices';

export const CACHE_CHANNEL = 'cache_publico';

export default fp(
  async (app) => {
    const url = app.config.databaseUrl;
    if (!url) return;
    const db = app.db;
    const listener: ChannelListener<string> = await listenChannel<string>(db, url, CACHE_CHANNEL, {
      onPayload: (name) => {
        if (typeof name === 'string') forgetCached(db, name);
      },
      onResync: () => forgetCached(db),
      onError: (err) => app.log.warn({ err }, 'canal de la caché pública'),
    });
    const detach = attachCacheBroadcast(db, (name) => {
      listener.send(name).catch((err: unknown) => app.log.warn({ err, cache: name }, 'aviso de caché no enviado'));
    });
    app.addHook('preClose', async () => {
      detach();
      await listener.close();
    });
  },
  { name: 'cache-sync' },
);
