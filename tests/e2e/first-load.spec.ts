/**
 * First load: the built assets leave compressed, each face downloads only itself (the storefront never
 * react-admin, /admin never the storefront) and what that costs on the wire. Reads the build's chunk
 * graph from dist/client/.vite/manifest.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const CLIENT = join(import.meta.dirname, '..', '..', 'dist', 'client');
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/**
 * Files reachable from these manifest keys, through static imports (and dynamic ones when asked), not
 * through the entry (which dynamically imports both faces).
 */
function closure(keys: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || manifest[key].isEntry) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
    if (dynamic) manifest[key].dynamicImports?.forEach(visit);
  };
  keys.forEach(visit);
  return new Set([...seen].map((k) => manifest[k]!.file));
}

const entry = Object.values(manifest).find((c) => c.isEntry)!;
/**
 * A face's main module in the manifest. The storefront's modules are built under a mirror path (they run
 * on Preact, see vite.config.ts), so keys are matched by their end.
 */
function key(main: 'src/store/main.tsx' | 'src/admin/main.tsx'): string {
  // the storefront's main module is built into its first-screen chunk, 'tienda' (vite.config.ts)
  const found = Object.keys(manifest).filter((k) =>
    main === 'src/store/main.tsx' ? /^_tienda-[\w-]+\.js$/.test(k) : k === main || k.endsWith(`/${main}`),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}
/** The storefront's MUI and emotion: what its theme loads beyond the storefront's own first load. */
const storeMain = closure([key('src/store/main.tsx')]);
const muiOnly = [...closure(Object.keys(manifest).filter((k) => k.endsWith('/src/store/components/mui/MuiTheme.tsx')))].filter((f) => !storeMain.has(f));
/** Everything either face may ever load. */
const storeAll = closure([key('src/store/main.tsx')], true);
const adminAll = closure([key('src/admin/main.tsx')], true);
/** Chunks only the back office uses (react-admin and the areas), and only the storefront uses. */
const adminOnly = [...adminAll].filter((f) => !storeAll.has(f));
const storeOnly = [...storeAll].filter((f) => !adminAll.has(f));

/** Every JS file the page downloads until the network is quiet, with its encoded (wire) size. */
async function jsOnTheWire(page: Page, url: string): Promise<{ files: string[]; bytes: number }> {
  const responses: Promise<{ file: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.endsWith('.js')) return;
    responses.push(request.sizes().then((s) => ({ file: path.slice(1), bytes: s.responseBodySize })));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(responses);
  return { files: all.map((r) => r.file), bytes: all.reduce((n, r) => n + r.bytes, 0) };
}

test.describe('first load', () => {
  test('the entry is tiny and preloads neither face', () => {
    // only Vite's dynamic-import helper, its own chunk (vite.config.ts), never a face's
    for (const imported of entry.imports ?? []) expect(manifest[imported]!.file).toMatch(/^assets\/precarga-/);
    expect(readFileSync(join(CLIENT, entry.file)).length).toBeLessThan(8_000);
    const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
    // no static tag loads a face: the first-load script preloads the one the URL asks for (below)
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    const helper = (entry.imports ?? []).map((k) => manifest[k]!.file);
    for (const file of [...adminAll, ...storeAll].filter((f) => !helper.includes(f))) expect(tags.join('\n'), file).not.toContain(`/${file}"`);
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(storeOnly.length).toBeGreaterThan(0);
    // react-admin lives in back-office chunks only
    for (const file of storeAll) expect(readFileSync(join(CLIENT, file), 'utf8'), file).not.toContain('RaLayout');
  });

  test("each face's chunks start with the HTML, and only that face's", async ({ page }) => {
    const preloaded = async (url: string) => {
      await page.goto(url);
      return page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname.slice(1)));
    };
    const caracas = await preloaded('/caracas');
    expect(caracas).toContain(manifest[key('src/store/main.tsx')]!.file);
    expect(caracas.filter((f) => adminOnly.includes(f))).toEqual([]);
    const admin = await preloaded('/admin');
    expect(admin).toContain(manifest[key('src/admin/main.tsx')]!.file);
    expect(admin.filter((f) => storeOnly.includes(f))).toEqual([]);
  });

  test('JavaScript leaves as brotli to a browser that accepts it', async ({ request }) => {
    for (const file of [entry.file, manifest[key('src/store/main.tsx')]!.file]) {
      const res = await request.get(`/${file}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe('br');
      expect(res.headers().vary?.toLowerCase()).toContain('accept-encoding');
      expect(res.headers()['cache-control']).toContain('immutable');
    }
  });

  test('the storefront downloads no back-office chunk', async ({ page }) => {
    const { files, bytes } = await jsOnTheWire(page, '/caracas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(files.filter((f) => adminOnly.includes(f))).toEqual([]);
    console.log(`JS de /caracas en la red: ${(bytes / 1000).toFixed(1)} kB en ${files.length} archivos`);
    expect(bytes).toBeLessThan(170_000);
  });

  test('a page drawn without MUI does not download it; a page with MUI does, with its theme', async ({ page }) => {
    expect(muiOnly.length).toBeGreaterThan(0);
    const landing = await jsOnTheWire(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Su mercado, en la puerta de su casa' })).toBeVisible({ timeout: 30_000 });
    expect(landing.files.filter((f) => muiOnly.includes(f))).toEqual([]);
    const login = await jsOnTheWire(page, '/auth/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });
    expect(login.files.filter((f) => muiOnly.includes(f)).length).toBeGreaterThan(0);
  });

  test('the back office downloads no storefront chunk', async ({ page }) => {
    const { files, bytes } = await jsOnTheWire(page, '/admin');
    await expect(page.locator('input[name="username"]')).toBeVisible();
    expect(files.filter((f) => storeOnly.includes(f))).toEqual([]);
    console.log(`JS de /admin en la red: ${(bytes / 1000).toFixed(1)} kB en ${files.length} archivos`);
    expect(bytes).toBeLessThan(350_000);
  });

  test('the first screen asks each answer once: the data started by index.html is taken, not asked again', async ({ page, request }) => {
    const inicio = (await (await request.get('/backend/api/website/inicio/caracas')).json()) as { oferta: { slug: string }[] };
    const producto = inicio.oferta[0]!.slug;
    for (const [url, data] of [
      ['/caracas', '/backend/api/website/inicio/caracas'],
      ['/caracas/supermercado/viveres', '/backend/api/categoria/supermercado/viveres?zona=caracas&pag=1'],
      [`/caracas/producto/${producto}`, `/backend/api/producto/${producto}?zona=caracas`],
    ] as const) {
      const asked: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/backend/api/') && r.method() === 'GET') asked.push(u.pathname + u.search);
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(asked, url).toContain(data);
      expect(asked.filter((a, i) => asked.indexOf(a) !== i), url).toEqual([]);
      page.removeAllListeners('request');
    }
  });
});
