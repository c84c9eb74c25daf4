// npm run test:e2e: the Playwright suite in two shards at once, each with its own server on its own port
// and its own fresh embedded database (scripts/e2e-server.mjs), so no shard sees the other's carts,
// orders or settings. Most of a browser test is waiting, so two shards finish in well under the time of
// one on two cores. Extra arguments go to both (`npm run test:e2e -- tests/e2e/cart.spec.ts`).
// E2E_SHARDS=1 runs a single Playwright as before.
// The spec files are dealt to the shards in turn (sorted by name), not cut in halves: Playwright's own
// --shard gave one shard every back-office spec (10.7 min against 7.4).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3999);
const extra = process.argv.slice(2);
const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).sort();
// a file (or pattern) given on the command line: let Playwright split what matches
const dealt = extra.some((a) => !a.startsWith('-')) ? null : specs;

function shardArgs(index) {
  if (shards === 1) return [];
  const output = `--output=test-results/shard-${index}`;
  if (!dealt) return [`--shard=${index}/${shards}`, output];
  // anchored, dots escaped: 'search.spec.ts' must not also pick 'search-sort.spec.ts'
  return [...dealt.filter((_, i) => i % shards === index - 1).map((f) => `tests/e2e/${f.replace(/\./g, '\\.')}$`), output];
}

function run(index) {
  return new Promise((resolve) => {
    const args = ['playwright', 'test', ...shardArgs(index), ...extra];
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
