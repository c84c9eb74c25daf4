/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on the built SPA served by the real server on a
 * fresh embedded database: /caracas, a category, a product and /caracas/buscar?q=arroz, median of 3
 * runs each (by performance score), against the targets of issue 8; and the JavaScript on the wire for
 * /caracas and the back office's first screen (/admin). Needs `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
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

export async function benchLighthouse(): Promise<void> {
  const clientDir = resolve('dist/client');
  console.log(`\nLighthouse (móvil: 4G lenta simulada, CPU x4; mediana de ${RUNS}), Chromium de Debian`);
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.log('  omitido: no hay build del cliente (npm run build)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-lh-'));
  const app = await startServer(
    'src/server/main.ts',
    { PORT: '3913', DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: clientDir },
    '/backend/health',
  );
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const inicio = (await (await fetch(`${app.url}/backend/api/website/inicio/caracas`)).json()) as { oferta: { slug: string }[] };
    const menu = (await (await fetch(`${app.url}/backend/api/categoria/menuwebsite`)).json()) as { slug: string }[];
    const pages = [
      { name: '/caracas', path: '/caracas' },
      { name: 'categoría', path: `/caracas/supermercado/${menu[0]!.slug}` },
      { name: 'producto', path: `/caracas/producto/${inicio.oferta[0]!.slug}` },
      { name: 'búsqueda', path: '/caracas/buscar?q=arroz' },
    ];
    // warm the server (JIT, prepared answers, image variants) before anything is measured
    for (const p of pages) await audit(app.url + p.path, chrome.port);
    console.log(`${'página'.padEnd(44)} rend.   LCP      CLS     TBT      FCP      JS en la red`);
    let jsCaracas = 0;
    for (const p of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(app.url + p.path, chrome.port));
      const m = median(runs);
      if (p.path === '/caracas') jsCaracas = m.jsBytes;
      const ok = m.performance >= TARGETS.performance && m.lcpMs <= TARGETS.lcpMs && m.cls <= TARGETS.cls && m.tbtMs <= TARGETS.tbtMs;
      console.log(
        `${`${p.name} (${p.path})`.slice(0, 43).padEnd(44)} ${String(m.performance).padStart(4)}  ${(m.lcpMs / 1000).toFixed(2).padStart(5)} s  ${m.cls.toFixed(3)}  ${m.tbtMs.toFixed(0).padStart(4)} ms  ${(m.fcpMs / 1000).toFixed(2).padStart(5)} s  ${(m.jsBytes / 1000).toFixed(1).padStart(6)} kB  ` +
          `(objetivos rend. >= ${TARGETS.performance}, LCP <= 2,5 s, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbtMs} ms: ${mark(ok)}; todas: ${runs.map((r) => r.performance).join('/')})`,
      );
    }
    const adminRuns: Figures[] = [];
    for (let i = 0; i < RUNS; i++) adminRuns.push(await audit(`${app.url}/admin`, chrome.port));
    const admin = median(adminRuns);
    console.log(`JS en la red de /caracas:                    ${(jsCaracas / 1000).toFixed(1)} kB (objetivo <= ${TARGETS.jsCaracasKb} kB: ${mark(jsCaracas / 1000 <= TARGETS.jsCaracasKb)})`);
    console.log(
      `JS en la red de /admin (inicio de sesión):   ${(admin.jsBytes / 1000).toFixed(1)} kB (objetivo <= ${TARGETS.jsAdminKb} kB: ${mark(admin.jsBytes / 1000 <= TARGETS.jsAdminKb)}); rend. ${admin.performance}, LCP ${(admin.lcpMs / 1000).toFixed(2)} s`,
    );
  } finally {
    chrome.kill();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
