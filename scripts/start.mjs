// npm start: builds the SPA when there is no build yet (or sources are newer), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sourcesTime = Math.max(newest('src/store'), newest('src/admin'), newest('src/shared'), newest('public'), statSync('index.html').mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sourcesTime) {
  console.log('Compilando la aplicación web (solo la primera vez o tras cambios)...');
  const r = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
