// npm run test:e2e: the Playwright suite in two shards at once, each with its own server on its own port
// and its own fresh embedded database (scripts/e2e-server.mjs), so no shard sees the other's carts,
// orders or settings. Most of a browser test is waiting, so two shards finish in well under the time of
// one on two cores. E2E_SHARDS=1 runs a single Playwright as before.
//
// The spec files are dealt to the shards by their measured duration (tests/e2e/durations.json), longest
// first to the shard with the least so far, so the shards end close together; a file not measured yet
// counts as the median. Within a shard Playwright runs its files in name order. Any file may land in
// either shard after any other: journeys that change a customer make their own (tests/e2e/customers.ts).
// E2E_DURATIONS=update runs the same way and rewrites durations.json from the run's own timings.
// The demo database is seeded once, by a server started on tests/.tmp/e2e-template and stopped when it
// answers; each shard's server starts on a copy of it (E2E_TEMPLATE) instead of seeding its own at the
// same time as the other.
// Extra arguments go to both shards; a file or pattern among them (`npm run test:e2e --
// tests/e2e/cart.spec.ts`) is split with Playwright's own --shard instead.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { deal, secondsPerFile } from './e2e-deal.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3999);
const extra = process.argv.slice(2);
const DURATIONS = 'tests/e2e/durations.json';
const update = process.env.E2E_DURATIONS === 'update';
const report = (index) => `test-results/e2e-report-${index}.json`;
const TEMPLATE = 'tests/.tmp/e2e-template';

const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).sort();
const measured = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};

// a file (or pattern) given on the command line: let Playwright split what matches
const dealt = shards > 1 && !extra.some((a) => !a.startsWith('-')) ? deal(specs, measured, shards) : null;

function shardArgs(index) {
  const args = update ? ['--reporter=list,json'] : [];
  if (shards === 1) return args;
  args.push(`--output=test-results/shard-${index}`);
  if (!dealt) return [...args, `--shard=${index}/${shards}`];
  // anchored, dots escaped: 'search.spec.ts' must not also pick 'search-sort.spec.ts'
  return [...args, ...dealt[index - 1].files.map((f) => `tests/e2e/${f.replace(/\./g, '\\.')}$`)];
}

/** Starts the e2e server on the template folder, waits until it answers (it has seeded), and stops it. */
async function seedTemplate() {
  rmSync(TEMPLATE, { recursive: true, force: true });
  const env = { ...process.env, PORT: String(basePort), E2E_DATA_DIR: TEMPLATE, E2E_TEMPLATE: '' };
  const server = spawn('node', ['scripts/e2e-server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  let up = false;
  for (const deadline = Date.now() + 600_000; !up && server.exitCode === null && Date.now() < deadline; await sleep(500)) {
    up = await fetch(`http://localhost:${basePort}/backend/health`).then((r) => r.ok, () => false);
  }
  server.kill('SIGTERM');
  await exited;
  if (!up) throw new Error('el servidor de e2e no llegó a responder al sembrar la base de plantilla');
}

function run(index) {
  return new Promise((resolve) => {
    const args = ['playwright', 'test', ...shardArgs(index), ...extra];
    const env = { ...process.env, E2E_PORT: String(basePort - (index - 1)), E2E_TEMPLATE: TEMPLATE, PLAYWRIGHT_JSON_OUTPUT_NAME: report(index) };
    const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** Each file's seconds in this run's JSON reports, merged into durations.json (only files that exist). */
function recordDurations() {
  const seconds = {};
  for (let i = 1; i <= shards; i++) if (existsSync(report(i))) Object.assign(seconds, secondsPerFile(JSON.parse(readFileSync(report(i), 'utf8'))));
  const merged = { ...measured, ...Object.fromEntries(Object.entries(seconds).map(([f, s]) => [f, Math.round(s)])) };
  const sorted = Object.fromEntries(Object.keys(merged).filter((f) => specs.includes(f)).sort().map((f) => [f, merged[f]]));
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
}

if (dealt) for (const [i, bin] of dealt.entries()) console.log(`[${i + 1}/${shards}] ${bin.files.length} archivos, ~${Math.round(bin.seconds)} s medidos`);
const seeding = performance.now();
await seedTemplate();
console.log(`base de demostración sembrada una vez en ${Math.round((performance.now() - seeding) / 1000)} s`);
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
if (update) recordDurations();
process.exit(codes.every((c) => c === 0) ? 0 : 1);
