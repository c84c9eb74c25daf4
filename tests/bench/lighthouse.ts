/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on the built SPA served by the real server on a
 * fresh embedded database: /caracas, a category, a product and /caracas/buscar?q=arroz, median of 3
 * runs each (by performance score), against the targets of issue 8; and the JavaScript on the wire for
 * /caracas and the back office's first screen (/admin). Needs `npm run build` first.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** First port of the servers (one per build compared); LIGHTHOUSE_PORT lets parallel sessions use their own. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3913);
/**
 * The builds measured, comma-separated (dist/client by default). With two or more (A/B), their runs are
 * interleaved (A, B, A, B...) so that the load of a shared machine weighs on both alike.
 */
const CLIENT_DIRS = (process.env.LIGHTHOUSE_CLIENT_DIRS ?? 'dist/client').split(',').map((d) => resolve(d.trim()));
/** LIGHTHOUSE_JSON_DIR: every report kept there as JSON (LCP element, main-thread breakdown...). */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
/** LIGHTHOUSE_PAGES: only the pages whose name contains one of these (comma-separated). */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200, jsCaracasKb: 170, jsAdminKb: 350 };

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Script bytes transferred (encoded). */
  jsBytes: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

let reports = 0;

async function audit(url: string, port: number, label = ''): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = `${String(++reports).padStart(3, '0')}-${label}${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    writeFileSync(join(JSON_DIR, name), JSON.stringify(lhr));
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0),
  };
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mark = (ok: boolean) => (ok ? 'cumple' : 'NO cumple');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function row(name: string, runs: Figures[]): string {
  const m = median(runs);
  const ok = m.performance >= TARGETS.performance && m.lcpMs <= TARGETS.lcpMs && m.cls <= TARGETS.cls && m.tbtMs <= TARGETS.tbtMs;
  return (
    `${name.slice(0, 43).padEnd(44)} ${String(m.performance).padStart(4)}  ${(m.lcpMs / 1000).toFixed(2).padStart(5)} s  ${m.cls.toFixed(3)}  ${m.tbtMs.toFixed(0).padStart(4)} ms  ${(m.fcpMs / 1000).toFixed(2).padStart(5)} s  ${kb(m.jsBytes).padStart(8)}  ` +
    `(objetivos rend. >= ${TARGETS.performance}, LCP <= 2,5 s, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms: ${mark(ok)}; todas: ${runs.map((r) => r.performance).join('/')})`
  );
}

export async function benchLighthouse(): Promise<void> {
  console.log(`\nLighthouse (móvil: 4G lenta simulada, CPU x4; mediana de ${RUNS}), Chromium de Debian`);
  const missing = CLIENT_DIRS.find((d) => !existsSync(join(d, 'index.html')));
  if (missing) {
    console.log(`  omitido: no hay build del cliente en ${missing} (npm run build)`);
    return;
  }
  // started together (a loaded machine may take minutes to migrate and seed each fresh database)
  const dataDirs = CLIENT_DIRS.map(() => mkdtempSync(join(tmpdir(), 'mz-bench-lh-')));
  const started = await Promise.allSettled(
    CLIENT_DIRS.map((clientDir, i) => {
      const env = { PORT: String(PORT + i), DATA_DIR: dataDirs[i]!, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: clientDir };
      return startServer('src/server/main.ts', env, '/backend/health', 600_000);
    }),
  );
  const apps = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    for (const app of apps) await app.stop();
    throw failed.reason;
  }
  const label = (i: number) => (CLIENT_DIRS.length > 1 ? `${String.fromCharCode(65 + i)} ` : '');
  if (CLIENT_DIRS.length > 1) CLIENT_DIRS.forEach((d, i) => console.log(`  build ${label(i)}: ${d}`));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const url = apps[0]!.url;
    const inicio = (await (await fetch(`${url}/backend/api/website/inicio/caracas`)).json()) as { oferta: { slug: string }[] };
    const menu = (await (await fetch(`${url}/backend/api/categoria/menuwebsite`)).json()) as { slug: string }[];
    const pages = [
      { name: '/caracas', path: '/caracas' },
      { name: 'categoría', path: `/caracas/supermercado/${menu[0]!.slug}` },
      { name: 'producto', path: `/caracas/producto/${inicio.oferta[0]!.slug}` },
      { name: 'búsqueda', path: '/caracas/buscar?q=arroz' },
      { name: 'admin', path: '/admin' },
    ].filter((p) => !ONLY_PAGES || ONLY_PAGES.some((o) => p.name.includes(o)));
    // warm the servers (JIT, prepared answers, image variants) before anything is measured
    for (const app of apps) for (const p of pages) await audit(app.url + p.path, chrome.port, 'calentamiento');
    console.log(`${'página'.padEnd(44)} rend.   LCP      CLS     TBT      FCP      JS en la red`);
    const jsOf: Record<string, number[]> = {};
    for (const p of pages) {
      const runs: Figures[][] = apps.map(() => []);
      for (let r = 0; r < RUNS; r++) {
        for (const [i, app] of apps.entries()) runs[i]!.push(await audit(app.url + p.path, chrome.port, label(i).trim()));
      }
      runs.forEach((rs, i) => {
        if (p.name === '/caracas' || p.name === 'admin') (jsOf[p.name] ??= [])[i] = median(rs).jsBytes;
        if (p.name !== 'admin') console.log(row(`${label(i)}${p.name} (${p.path})`, rs));
        else console.log(`${label(i)}/admin (inicio de sesión): rend. ${median(rs).performance}, LCP ${(median(rs).lcpMs / 1000).toFixed(2)} s`);
      });
    }
    apps.forEach((_, i) => {
      const caracas = jsOf['/caracas']?.[i];
      const admin = jsOf.admin?.[i];
      if (caracas !== undefined) console.log(`${label(i)}JS en la red de /caracas:                    ${kb(caracas)} (objetivo <= ${TARGETS.jsCaracasKb} kB: ${mark(caracas / 1000 <= TARGETS.jsCaracasKb)})`);
      if (admin !== undefined) console.log(`${label(i)}JS en la red de /admin (inicio de sesión):   ${kb(admin)} (objetivo <= ${TARGETS.jsAdminKb} kB: ${mark(admin / 1000 <= TARGETS.jsAdminKb)})`);
    });
  } finally {
    chrome.kill();
    for (const app of apps) await app.stop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }
}
