/**
 * Zone home with heavy advertising: Caracas gets 20 sliders, 50 messages and 30 featured groups (4 products
 * each) through the back office's API, then GET /backend/api/website/inicio/caracas is loaded as a browser
 * asks for it (Accept-Encoding: br, gzip) against a bare Fastify route with compression (target ratio >= 0.5; the same route without the plugin
 * is printed beside it), with the
 * app's health route (the framework's own cost per request) and a demo zone's home (Valencia) beside it.
 * The four are loaded in turn, BENCH_ROUNDS rounds (3 by default) of BENCH_SECONDS each, and each ratio is
 * the median of its rounds against the bare route of the same round: on a loaded machine a ratio of runs
 * minutes apart measures the load, not the app. Then an admin edit of a message is timed until the next
 * home response shows it.
 * BENCH_ONLY=publicidad runs only this; BENCH_PUBLICIDAD_PORT moves its two ports (default 3961, 3962).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { line, load, startServer, type LoadResult } from './lib';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'application/json' };
const TARGET = 0.5;
const WANT = { slider: 20, mensaje: 50, destacado: 30 };
/** A cold start (migrations, demo data with images) on PGlite takes minutes on a loaded machine. */
const STARTUP_MS = 600_000;
/** The app listens on PORT, the bare route on PORT + 1 (BENCH_PUBLICIDAD_PORT; catalog-admin uses 3931/3932). */
const PORT = Number(process.env.BENCH_PUBLICIDAD_PORT ?? 3961);

export async function benchPublicidad(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mz-bench-publicidad-'));
  const app = await startServer('src/server/main.ts', { PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT: 'false', CLIENT_DIR: '' }, '/backend/health', STARTUP_MS);
  const bare = await startServer('tests/bench/bare-server.ts', { PORT: String(PORT + 1) }, '/bare');
  try {
    const csrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
    const login = await fetch(`${app.url}/backend/login_check`, {
      method: 'POST',
      headers: { ...csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'mercadeo@demo.ve', password: 'Demo1234!' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const auth = { ...csrf, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const Z = `${app.url}/backend/admin/publicidad/zona/caracas`;
    const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const res = await fetch(url, { method, headers: { ...auth, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const form = new FormData();
    form.append('imagen', new Blob([new Uint8Array(await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#1565c0' } }).png().toBuffer())], { type: 'image/png' }), 'banner.png');
    const up = await fetch(`${app.url}/backend/admin/zona/caracas/imagenoferta`, { method: 'POST', headers: { ...auth, 'x-upload': '1' }, body: form });
    if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const imagenId = ((await up.json()) as { id: number }).id;
    const full = await call<{ slider: unknown[]; mensajePublicidad: { id: number }[]; destacado: unknown[] }>('GET', Z);
    const productos = (await call<{ id: number }[]>('GET', `${Z}/producto?q=a`)).map((p) => p.id);
    const t0 = performance.now();
    for (let i = full.slider.length; i < WANT.slider; i++) await call('POST', `${Z}/slider/registrar`, { titulo: `Promoción ${i + 1}`, imagenId, imagenMovilId: imagenId, url: '/caracas/supermercado' });
    for (let i = full.mensajePublicidad.length; i < WANT.mensaje; i++) await call('POST', `${Z}/mensaje-publicidad/registrar`, { mensaje: `Mensaje publicitario número ${i + 1}` });
    for (let i = full.destacado.length; i < WANT.destacado; i++) {
      const producto = [0, 1, 2, 3].map((k) => productos[(i * 4 + k) % productos.length]!);
      await call('POST', `${Z}/destacado/registrar`, { nombre: `Destacado ${i + 1}`, producto: [...new Set(producto)] });
    }
    const home = `${app.url}/backend/api/website/inicio/caracas`;
    const first = (await (await fetch(home)).json()) as { slider: unknown[]; mensajePublicidad: unknown[]; destacado: unknown[] };
    console.log(
      `publicidad: zona Caracas con ${first.slider.length} sliders, ${first.mensajePublicidad.length} mensajes y ${first.destacado.length} destacados en el inicio ` +
        `(cargados por la API en ${((performance.now() - t0) / 1000).toFixed(1)} s); respuesta de ${(await (await fetch(home)).arrayBuffer()).byteLength} bytes de JSON`,
    );

    const demo = `${app.url}/backend/api/website/inicio/valencia`;
    for (const [name, url] of [['Caracas', home], ['Valencia (demo)', demo]] as const) {
      const json = (await (await fetch(url)).arrayBuffer()).byteLength;
      // fetch hands back the decoded body: the bytes on the wire are the Content-Length
      const sent = async (encoding: string) => (await fetch(url, { headers: { 'accept-encoding': encoding } })).headers.get('content-length');
      const [br, gzip] = [await sent('br'), await sent('gzip')];
      console.log(`  inicio de ${name}: ${json} bytes de JSON, ${br} en brotli, ${gzip} en gzip`);
    }
    const targets: [string, string, number?][] = [
      ['  línea base: ruta Fastify con compresión', `${bare.url}/bare`],
      ['  la misma ruta sin plugin de compresión', `${bare.url}/plain`],
      ['  salud de la API (/backend/health)', `${app.url}/backend/health`],
      ['  inicio de zona demo (Valencia)', demo],
      ['  inicio de zona (navegador: br, gzip)', home, TARGET],
    ];
    for (const [, url] of targets) await load(url, { duration: 2, headers: BROWSER });
    const rounds: LoadResult[][] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round: LoadResult[] = [];
      for (const [, url] of targets) round.push(await load(url, { duration: DURATION, headers: BROWSER }));
      rounds.push(round);
    }
    targets.forEach(([name, , target], k) => {
      // the round whose ratio is the median of this target's ratios, printed against its own baseline
      const byRatio = [...rounds].sort((a, b) => a[k]!.rps / a[0]!.rps - b[k]!.rps / b[0]!.rps);
      const median = byRatio[Math.floor(byRatio.length / 2)]!;
      const all = rounds.map((r) => (r[k]!.rps / r[0]!.rps).toFixed(2)).join(' ');
      console.log(`${line(name, median[k]!, median[0]!, target)}  (rondas: ${all})`);
    });

    // an admin edit, then the next home response
    const target = first.mensajePublicidad.length ? full.mensajePublicidad[0]! : null;
    if (target) {
      const texto = `Editado ${Date.now()}`;
      const s = performance.now();
      await call('PUT', `${Z}/mensaje-publicidad/${target.id}/editar`, { mensaje: texto });
      const edited = performance.now() - s;
      const after = (await (await fetch(home)).json()) as { mensajePublicidad: { mensaje: string }[] };
      const total = performance.now() - s;
      const shown = after.mensajePublicidad.some((m) => m.mensaje === texto);
      console.log(
        `  edición de un mensaje: ${edited.toFixed(1)} ms; siguiente inicio ${shown ? 'la muestra' : 'NO la muestra'} (${total.toFixed(1)} ms desde la edición) ` +
          `(objetivo: la siguiente respuesta la muestra: ${shown ? 'cumple' : 'NO cumple'})`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchPublicidad();
