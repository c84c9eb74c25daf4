// Baselines for throughput ratios, a bare Fastify route answering a small JSON document:
// - /bare: with compression, i.e. @fastify/compress registered with the app's options (the issues' targets
//   are "of a bare route with compression"); its answer is under the 1 KB threshold, so what it adds is the
//   plugin's per-request hooks, as every compressed app route pays them;
// - /plain: the same route with no plugin at all, printed beside it for reference.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = async () => ({ estatus: 'ok', fecha: new Date().toISOString() });
await app.register(async (withCompression) => {
  await withCompression.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  withCompression.get('/bare', answer);
});
app.get('/plain', answer);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
