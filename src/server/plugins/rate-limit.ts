/**
 * Rate limits. Routes opt in with `preHandler: app.limits(rule, ...)`, every rule counted on its own (login:
 * per address and account, and per address across accounts). Counters live in Redis when REDIS_URL is set (shared by every API
 * instance), in memory otherwise. With RATE_LIMIT=false (tests that hammer login) nothing is limited.
 * The address is request.ip, which believes X-Forwarded-For only from the proxies of TRUST_PROXY.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from '../errors';

export interface LimitRule {
  /** Names the counter (part of its key, so two rules never share one). */
  name: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** What is counted per address besides the address itself (an account); absent: the address alone. */
  key?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler counting the request against every rule; 429 when one of them is exceeded. */
    limits(...rules: LimitRule[]): preHandlerAsyncHookHandler;
  }
}

export default fp(
  async function rateLimitPlugin(app) {
    if (!app.config.rateLimit) {
      app.decorate('limits', () => async () => undefined);
      return;
    }
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

    app.decorate('limits', (...rules: LimitRule[]) => {
      const checks = rules.map(({ name, max, timeWindow, key }) =>
        app.createRateLimit({
          max,
          timeWindow,
          keyGenerator: (request) => (key ? `${name}|${request.ip}|${key(request)}` : `${name}|${request.ip}`),
        }),
      );
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw tooManyRequests();
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);
