/**
 * Rate limits, opted into per route with `config.rateLimit` ({max, timeWindow, keyGenerator}); counters
 * live in Redis when REDIS_URL is set (shared by every API instance), in memory otherwise. With
 * RATE_LIMIT=false (tests that hammer login) nothing is limited.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../errors';

export default fp(
  async function rateLimitPlugin(app) {
    if (!app.config.rateLimit) return;
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'mz-rl-' } : {}),
      // a Redis outage must not lock every shopper out of login; the limit resumes when Redis returns
      skipOnError: redis !== null,
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'rate-limit' },
);
