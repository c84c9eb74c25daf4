import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Logger, type Plugin, type Rollup } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Prints the JavaScript each face downloads before its first screen, as brotli bytes (what the server
 * actually sends, see precompress below): the tiny entry, plus the storefront with the zone home page's
 * chunk (/{zona}) or the back office (/admin), each with everything they import statically. Lazy chunks
 * (other pages, panels, admin areas) are not part of it.
 */
function initialJsReport(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'mz-initial-js',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
          .map((c) => [c.fileName, c]),
      );
      const byModule = (suffix: string) => [...chunks.values()].find((c) => !c.isEntry && c.moduleIds.some((id) => id.endsWith(suffix)));
      const wire = (roots: (Rollup.OutputChunk | undefined)[]) => {
        const seen = new Set<string>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          c.imports.forEach((f) => visit(chunks.get(f)));
        };
        roots.forEach(visit);
        const bytes = [...seen].reduce((n, f) => n + brotli(Buffer.from(chunks.get(f)!.code)).length, 0);
        return `${(bytes / 1000).toFixed(1)} kB en ${seen.size} archivos`;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      logger?.info(`JS inicial (brotli, lo que se envía): entrada ${wire([entry])}`);
      logger?.info(`  /{zona}: ${wire([entry, byModule('/src/store/main.tsx'), byModule('/features/zone-home/ZoneHomePage.tsx')])}`);
      logger?.info(`  /admin:  ${wire([entry, byModule('/src/admin/main.tsx')])}`);
    },
  };
}

// Build-time compression of the client: every text file of dist/client over 1 KB gets a brotli (.br,
// quality 11) and a gzip (.gz, level 9) sibling, which the server's static plugin sends as they are (no
// compression work per request).
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
const MIN_PRECOMPRESS_BYTES = 1024;

interface CompressedFile {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

function precompressDir(root: string): CompressedFile[] {
  const out: CompressedFile[] = [];
  for (const path of walk(root)) {
    if (!TEXT.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_PRECOMPRESS_BYTES) continue;
    const br = brotli(data);
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    out.push({ file: relative(root, path), raw: data.length, gzip: gz.length, br: br.length });
  }
  return out;
}

/** Brotli and gzip siblings of every text file of the build, served as they are by the SPA plugin. */
function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'mz-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : `${config.root}/${config.build.outDir}`;
      logger = config.logger;
    },
    closeBundle() {
      const files = precompressDir(outDir);
      const raw = files.reduce((n, f) => n + f.raw, 0);
      const br = files.reduce((n, f) => n + f.br, 0);
      logger?.info(`precomprimidos ${files.length} archivos (.br y .gz): ${(raw / 1000).toFixed(0)} kB -> ${(br / 1000).toFixed(0)} kB con brotli`);
    },
  };
}


/**
 * The storefront runs on Preact (preact/compat: React's API in about a tenth of react-dom's bytes), the
 * back office on React (react-admin). Both faces are one build sharing node_modules, so the storefront's
 * module graph is given distinct ids: a symlink to the project root (`mirror`) makes every module the
 * storefront reaches (its own, src/shared, MUI, the router...) a separate module whose `react` imports
 * resolve to Preact, while the back office keeps the same files on React. Build only (dev runs React).
 */
function storefrontOnPreact(): Plugin {
  const root = realpathSync(process.cwd());
  const mirror = join(tmpdir(), `mz-tienda-${createHash('sha1').update(root).digest('hex').slice(0, 10)}`);
  const REACT: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  const storeEntry = resolve(root, 'src/store/main.tsx');
  const storeDir = resolve(root, 'src/store') + '/';
  return {
    name: 'mz-storefront-preact',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (!existsSync(mirror)) symlinkSync(root, mirror, 'dir');
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (importer.startsWith(mirror + '/')) {
        const preact = REACT[source];
        if (preact) return this.resolve(preact, storeEntry, { ...options, skipSelf: true });
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // the entry's imports of the storefront (its main and the pages it starts early) enter the mirror
      if (resolved?.id.startsWith(storeDir)) return { ...resolved, id: join(mirror, relative(root, resolved.id)) };
      return resolved;
    },
  };
}

/**
 * This build's version (MZ_BUILD_VERSION, or the build moment): baked into the storefront
 * (import.meta.env.VITE_APP_VERSION), written to dist/client/version.json, which the storefront polls to
 * notice a new deploy (features/app-update), and into the service worker (src/pwa/sw.js -> dist/client/sw.js),
 * so each deploy installs a new worker. Hand-written: no vite-plugin-pwa / Workbox (they pull rollup).
 */
const BUILD_VERSION = process.env.MZ_BUILD_VERSION ?? new Date().toISOString().replace(/[-:.]/g, '');

function pwa(): Plugin {
  let base = '/backend';
  return {
    name: 'mz-pwa',
    apply: 'build',
    configResolved(config) {
      base = (config.env.VITE_API_BASE as string | undefined) ?? '/backend';
    },
    generateBundle() {
      const sw = readFileSync(resolve('src/pwa/sw.js'), 'utf8').replaceAll('__MZ_VERSION__', BUILD_VERSION).replaceAll('__MZ_API_BASE__', base);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: sw });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: BUILD_VERSION }) });
    },
  };
}

/** The API base (VITE_API_BASE, '/backend' by default) into index.html's first-load script. */
function firstLoadScript(): Plugin {
  let base = '/backend';
  return {
    name: 'mz-first-load',
    configResolved(config) {
      base = (config.env.VITE_API_BASE as string | undefined) ?? '/backend';
    },
    transformIndexHtml: (html) => html.replace("'__MZ_API_BASE__'", JSON.stringify(base).replace(/"/g, "'")),
  };
}

/**
 * The chunks each first screen needs, written into index.html's first-load script (`__MZ_CHUNKS__`), which
 * preloads them as the HTML arrives: the storefront's main module with its static imports (`tienda`), the
 * zone page's own chunk (`inicio`, `producto`, `listado`, `buscar`: what src/main.tsx imports early for the
 * URL, without what `tienda` already has), or the back office's (`admin`). Without it they started only
 * once the entry had downloaded and run: one more round trip before every first screen (issue 8).
 */
function routeChunks(): Plugin {
  const FACES: Record<string, string> = {
    tienda: '/src/store/main.tsx',
    admin: '/src/admin/main.tsx',
    inicio: '/src/store/features/zone-home/ZoneHomePage.tsx',
    producto: '/src/store/features/product/ProductPage.tsx',
    listado: '/src/store/features/catalog/CategoryPage.tsx',
    buscar: '/src/store/features/search/SearchPage.tsx',
  };
  return {
    name: 'mz-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map(
          Object.values(ctx.bundle)
            .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
            .map((c) => [c.fileName, c]),
        );
        const closure = (root: Rollup.OutputChunk): string[] => {
          const seen = new Set<string>();
          const css = new Set<string>();
          const visit = (c: Rollup.OutputChunk | undefined) => {
            if (!c || c.isEntry || seen.has(c.fileName)) return;
            seen.add(c.fileName);
            c.imports.forEach((f) => visit(chunks.get(f)));
            c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          };
          visit(root);
          return [...seen, ...css];
        };
        const lists: Record<string, string[]> = {};
        for (const [name, suffix] of Object.entries(FACES)) {
          const root = [...chunks.values()].find((c) => !c.isEntry && c.moduleIds.some((id) => id.endsWith(suffix)));
          if (!root) throw new Error(`mz-route-chunks: no hay chunk para ${suffix}`);
          lists[name] = closure(root);
        }
        const tienda = new Set(lists.tienda);
        for (const name of ['inicio', 'producto', 'listado', 'buscar']) lists[name] = lists[name]!.filter((f) => !tienda.has(f));
        if (!html.includes('{} /*__MZ_CHUNKS__*/')) throw new Error('mz-route-chunks: index.html sin __MZ_CHUNKS__');
        return html.replace('{} /*__MZ_CHUNKS__*/', JSON.stringify(lists));
      },
    },
  };
}

/**
 * The storefront's first screen as one chunk: its main module and the zone home, category and product
 * pages with everything they import statically (not what the back office also loads, which keeps its
 * shared chunks, nor the search page's library). Split by module they were some twenty files of a few
 * hundred bytes each, and a phone on HTTP/1.1 (six connections) fetched them in rounds of six, a round
 * trip each, before the first screen (issue 8). The set is computed when the module graph is complete
 * (buildEnd) and read by the chunk group's test below.
 */
const FIRST_SCREEN_ROOTS = [
  '/src/store/main.tsx',
  '/src/store/features/zone-home/ZoneHomePage.tsx',
  '/src/store/features/product/ProductPage.tsx',
  '/src/store/features/catalog/CategoryPage.tsx',
];
const firstScreenModules = new Set<string>();

function firstScreenChunk(): Plugin {
  return {
    name: 'mz-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreenModules.clear();
      const ids = [...this.getModuleIds()];
      const reach = (roots: string[], dynamic: boolean) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          stack.push(...info.importedIds);
          if (dynamic) stack.push(...info.dynamicallyImportedIds);
        }
        return seen;
      };
      const roots = ids.filter((id) => FIRST_SCREEN_ROOTS.some((r) => id.endsWith(r)) && id.includes('mz-tienda-'));
      const admin = reach(ids.filter((id) => id.endsWith('/src/admin/main.tsx')), true);
      // the storefront's own module graph only (the mirror), never a helper the entry or the back office shares
      for (const id of reach(roots, false)) if (id.includes('/mz-tienda-') && !id.startsWith('\0') && !admin.has(id)) firstScreenModules.add(id);
    },
  };
}

export default defineConfig({
  resolve: { preserveSymlinks: true },
  plugins: [storefrontOnPreact(), react(), firstLoadScript(), routeChunks(), firstScreenChunk(), pwa(), initialJsReport(), precompress()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(BUILD_VERSION) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
    // dist/client/.vite/manifest.json: the chunk graph, checked by tests/e2e/first-load.spec.ts
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper, which the entry and both faces use: its own tiny chunk, so the
            // entry never imports the storefront's
            { name: 'precarga', test: /^\0vite\/preload-helper/, priority: 2 },
            { name: 'tienda', test: (id: string) => firstScreenModules.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/backend': apiTarget, '/uploads': apiTarget },
  },
});
