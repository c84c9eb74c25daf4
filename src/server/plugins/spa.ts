/**
 * Serves the built SPA with history fallback: any GET that is not an API or upload path gets index.html.
 * Text files are sent as the brotli (.br) or gzip (.gz) siblings the build made (scripts/build/precompress.ts)
 * when the browser accepts them, with `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export default fp(
  async function spaPlugin(app) {
    const root = app.config.clientDir!;
    const built = existsSync(join(root, 'index.html'));
    if (!built) app.log.warn({ root }, 'no hay build del cliente: ejecute npm run build');
    else await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      preCompressed: true,
      setHeaders(reply, path) {
        // hashed build assets never change under the same name
        if (path.startsWith(join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // the page itself names the current assets: revalidated on every visit
        else if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'no-cache');
        // the service worker and the web app manifest: revalidated, so a deploy reaches browsers at once
        else if (/[/\\]sw\.js(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
        else if (/\.webmanifest(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'no-cache').header('content-type', 'application/manifest+json; charset=utf-8');
        // the deployed version the storefront polls (features/app-update): never stored
        else if (/[/\\]version\.json$/.test(path)) reply.header('cache-control', 'no-store');
      },
    });
    const api = app.config.apiBase;
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]!;
      const isApi = api === '' ? false : path === api || path.startsWith(`${api}/`);
      if (!built || request.method !== 'GET' || isApi || path.startsWith('/uploads/') || /\.[a-z0-9]{2,5}$/i.test(path)) {
        return reply.status(404).send({ codigo: 404, mensaje: 'Recurso no encontrado' });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
