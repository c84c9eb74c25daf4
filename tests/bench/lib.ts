/** Benchmark helpers: child servers, autocannon runs, and ratio reporting against a baseline. */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface Child {
  proc: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <entry>` with env and waits for `readyPath` to answer 200. BENCH_NODE_FLAGS
 * (space-separated) go to those servers' node, to compare runtime settings A/B (e.g. V8's young generation).
 */
export async function startServer(entry: string, env: Record<string, string>, readyPath: string, timeoutMs = 180_000): Promise<Child> {
  const port = env.PORT!;
  const t0 = performance.now();
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (performance.now() - t0 > timeoutMs) throw new Error(`${entry} no arrancó en ${timeoutMs} ms`);
    try {
      const r = await fetch(url + readyPath);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - t0;
  return {
    proc,
    url,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(url: string, opts: { connections?: number; duration?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? 20,
    duration: opts.duration ?? 5,
    headers: opts.headers,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export function ratio(value: number, baseline: number): string {
  return (value / baseline).toFixed(2);
}

export function line(name: string, r: LoadResult, baseline: LoadResult, target?: number): string {
  const q = r.rps / baseline.rps;
  const mark = target === undefined ? '' : q >= target ? `  (objetivo >= ${target}: cumple)` : `  (objetivo >= ${target}: NO cumple)`;
  return `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errores ${r.errors}  ratio ${q.toFixed(2)}${mark}`;
}
