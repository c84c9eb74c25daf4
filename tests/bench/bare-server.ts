// Baseline for throughput ratios: a bare Fastify route answering a small JSON document.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ estatus: 'ok', fecha: new Date().toISOString() }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
