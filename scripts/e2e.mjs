// npm run test:e2e: the Playwright suite in two shards at once, each with its own server on its own port
// and its own fresh embedded database (scripts/e2e-server.mjs), so no shard sees the other's carts,
// orders or settings. Most of a browser test is waiting, so two shards finish in well under the time of
// one on two cores. Extra arguments go to both (`npm run test:e2e -- tests/e2e/cart.spec.ts`).
// E2E_SHARDS=1 runs a single Playwright as before.
import { spawn } from 'node:child_process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3999);
const extra = process.argv.slice(2);

function run(index) {
  return new Promise((resolve) => {
    const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`, `--output=test-results/shard-${index}`] : []), ...extra];
    const child = spawn('npx', args, { env: { ...process.env, E2E_PORT: String(basePort - (index - 1)) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const tag = shards > 1 ? `[${index}/${shards}] ` : '';
    const relay = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`${tag}${line}\n`);
      });
      stream.on('end', () => pending && out.write(`${tag}${pending}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exit(codes.every((c) => c === 0) ? 0 : 1);
