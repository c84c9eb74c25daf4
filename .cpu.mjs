// ad-hoc: backend CPU time (schedstat, ns) per query, load-independent-ish. node .cpu.mjs file.sql (queries separated by ';;')
import { readFileSync } from 'node:fs';
import pg from 'pg';
const c = new pg.Client({ connectionString: process.env.URL });
await c.connect();
const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
const cpu = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
const qs = readFileSync(process.argv[2], 'utf8').split(';;').map((s) => s.trim()).filter(Boolean);
const reps = Number(process.env.REPS ?? 3);
const res = qs.map(() => []);
for (let r = 0; r < reps; r++) {
  for (let i = 0; i < qs.length; i++) {
    const a = cpu(); const t = performance.now();
    await c.query(qs[i]);
    res[i].push([(cpu() - a) / 1e6, performance.now() - t]);
  }
}
for (let i = 0; i < qs.length; i++) {
  const cpus = res[i].map((x) => x[0]).sort((a, b) => a - b);
  const walls = res[i].map((x) => x[1]).sort((a, b) => a - b);
  console.log(`${String(i).padStart(2)} cpu min ${cpus[0].toFixed(1)} med ${cpus[Math.floor(reps / 2)].toFixed(1)} ms | wall med ${walls[Math.floor(reps / 2)].toFixed(0)} ms | ${qs[i].replace(/\s+/g, ' ').slice(0, 90)}`);
}
await c.end();
