import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Logger, type Plugin, type Rollup } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Prints the JavaScript a shopper downloads before the first page of a zone shows (gzip): the entry with
 * everything it imports statically, and with the zone home page's chunk added. Lazy chunks (search,
 * panels, the back office) are not part of it.
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
      const gzip = (roots: Rollup.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (c: Rollup.OutputChunk | undefined) => {
          if (!c || seen.has(c.fileName)) return;
          seen.add(c.fileName);
          c.imports.forEach((f) => visit(chunks.get(f)));
        };
        roots.forEach(visit);
        const bytes = [...seen].reduce((n, f) => n + gzipSync(chunks.get(f)!.code).length, 0);
        return `${(bytes / 1000).toFixed(2)} kB`;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const zoneHome = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/features/zone-home/ZoneHomePage.tsx'));
      if (!entry) return;
      logger?.info(`JS inicial (gzip): entrada e importaciones estáticas ${gzip([entry])}`);
      if (zoneHome) logger?.info(`JS inicial de /{zona} (gzip), con la página de inicio de la zona: ${gzip([entry, zoneHome])}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), initialJsReport()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { '/backend': apiTarget, '/uploads': apiTarget },
  },
});
