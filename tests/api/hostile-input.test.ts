/**
 * Every route of the OpenAPI document, present and future, with generated hostile values: control
 * characters, huge and deeply nested bodies, out-of-range numbers and dates, wrong types and malformed
 * path encodings (tests/helpers/hostile-values.ts), as an admin holding every role, a customer and a
 * guest. Nothing may answer 5xx, every error must have the contract's shape ({codigo, mensaje, errores?};
 * Algolia's {message, status} under /search), and nothing may be written: the row count of every table
 * stays the same, except the search history and events, which record searches by design.
 * Each caller gets every value on the routes it may use and a rotating sample elsewhere (where it is
 * refused before validation anyway), to keep the run short.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { zona } from '../../src/server/zones/tables';
import { AREA_ROLES, ROLE_ADMIN, ROLE_USUARIO, zoneRole } from '../../src/shared/roles';
import { createTestApp, login, TEST_CSRF, testBackends, type TestApp } from '../helpers/app';
import { encodeQueryValue, fields, HOSTILE_SEGMENTS, hostileValues, sample, withValue, type Hostile, type Schema } from '../helpers/hostile-values';

/** Tables written on purpose by requests that do nothing else: the search analytics. */
const LOGGING_TABLES = new Set(['busqueda_historial', 'busqueda_evento']);
/** Plausible path values by parameter name (anything else comes from its schema). */
const PATH_SAMPLES: Record<string, string> = { zona: 'caracas', indexName: '*', pagina: '1', n: '1', cupon: 'PRUEBA1' };
const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Call {
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  what: string;
}

describe.each(testBackends())('hostile input on every route (%s)', (backend) => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
  /** Who calls, and on which routes it gets every value (elsewhere a rotating sample). */
  let callers: { name: string; token: string | null; all: (path: string) => boolean }[];
  let countRows: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // the admin holds every role there is, zones included, so each guard lets it through
    const [admin] = await t.app.db.select({ id: usuario.id }).from(usuario).where(sql`${usuario.email} = 'admin@demo.ve'`);
    const zones = await t.app.db.select({ slug: zona.slug }).from(zona);
    const roles = [ROLE_ADMIN, ROLE_USUARIO, ...AREA_ROLES, ...zones.map((z) => zoneRole(z.slug))];
    await t.app.db.insert(usuarioRol).values(roles.map((rol) => ({ usuarioId: admin!.id, rol }))).onConflictDoNothing();
    callers = [
      { name: 'admin', token: (await login(t, 'admin@demo.ve')).token, all: () => true },
      { name: 'cliente', token: (await login(t, 'cliente@demo.ve')).token, all: (path) => !path.includes('/admin/') },
      { name: 'invitado', token: null, all: (path) => !path.includes('/admin/') && !path.includes('/usuario/') },
    ];
    doc = (await t.api({ url: '/docs/json' })).json();
    const tables = (await t.app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
      rows: { tablename: string }[];
    };
    const counted = tables.rows.map((r) => r.tablename).filter((name) => !LOGGING_TABLES.has(name));
    const query = sql.raw(`select ${counted.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`);
    countRows = async () => ((await t.app.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
  });
  afterAll(() => t?.close());

  const resolveRef = (s: Schema): Schema => (s.$ref ? doc.components!.schemas![s.$ref.split('/').pop()!]! : s);

  /** The calls of one operation: each hostile value in one place, the rest plausible. */
  function calls(path: string, method: string, op: Operation, all: boolean): Call[] {
    const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolveRef(p.schema) }));
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query' && !p.name.startsWith('x-algolia'));
    const search = path.includes('/search/');
    const baseQuery = search ? ['x-algolia-application-id=embedded', `x-algolia-api-key=${t.config.searchApiKey}`] : [];
    for (const p of queryParams) if (p.required) baseQuery.push(`${p.name}=${encodeQueryValue(sample(p.schema))}`);
    const segment = (name: string, schema: Schema) => PATH_SAMPLES[name] ?? encodeURIComponent(String(sample(schema)));
    const url = (segments: Record<string, string> = {}, query: string[] = baseQuery) => {
      const p = path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? segment(name, pathParams.find((x) => x.name === name)!.schema));
      return query.length ? `${p}?${query.join('&')}` : p;
    };
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const baseBody = bodySchema ? sample(resolveRef(bodySchema)) : undefined;
    const json = (value: unknown) => JSON.stringify(value);
    const baseJson = baseBody === undefined ? undefined : json(baseBody);
    const out: Call[] = [];
    // the others get a rotating sample: the n-th value of each field, n moving with the field's position
    const pick = (values: Hostile[], i: number) => (all ? values : [values[i % values.length]!]);

    pathParams.forEach((p, i) => {
      for (const h of pick(HOSTILE_SEGMENTS, i)) out.push({ method, url: url({ [p.name]: h.value as string }), body: baseJson, what: `path ${p.name}: ${h.label}` });
    });
    queryParams.forEach((p, i) => {
      for (const h of pick(hostileValues(p.schema, { huge: false }), i)) {
        const query = [...baseQuery.filter((q) => !q.startsWith(`${p.name}=`)), `${p.name}=${encodeQueryValue(h.value)}`];
        out.push({ method, url: url({}, query), body: baseJson, what: `query ${p.name}: ${h.label}` });
      }
    });
    // a part without a schema still refuses control characters
    if (queryParams.length === 0) out.push({ method, url: url({}, [...baseQuery, 'x=%00']), body: baseJson, what: 'undeclared query: NUL' });
    if (bodySchema) {
      const root = resolveRef(bodySchema);
      fields(root).forEach((f, i) => {
        for (const h of pick(hostileValues(f.schema), i)) out.push({ method, url: url(), body: json(withValue(baseBody, f.path, h.value, root)), what: `body ${f.path.join('.')}: ${h.label}` });
      });
    }
    if (method !== 'get') {
      const whole: [string, string, string?][] = [
        ['deeply nested', nested(5000)],
        ['huge', json({ a: 'x'.repeat(1_100_000) })],
        ['not JSON', '{"a":'],
        ['wrong content type', '<a/>', 'application/xml'],
        ['control characters', json({ a: '\u0000' })],
      ];
      for (const [what, body, contentType] of all ? whole : whole.slice(0, 2)) out.push({ method, url: url(), body, contentType, what: `body: ${what}` });
    }
    return out;
  }

  function send(call: Call, token: string | null): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-xsrf-token': TEST_CSRF };
    if (token) headers.authorization = `Bearer ${token}`;
    if (call.body !== undefined) headers['content-type'] = call.contentType ?? (call.url.includes('/search/') ? 'text/plain' : 'application/json');
    return t.app.inject({ method: call.method.toUpperCase() as 'GET', url: call.url, headers, cookies: { 'XSRF-TOKEN': TEST_CSRF }, payload: call.body });
  }

  function contractProblem(res: LightMyRequestResponse, search: boolean): string | null {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
    if (res.statusCode < 400) return null;
    let body: Record<string, unknown>;
    try {
      body = res.json();
    } catch {
      return `not JSON: ${res.body.slice(0, 200)}`;
    }
    if (search && body.status === res.statusCode && typeof body.message === 'string') return null;
    const keys = Object.keys(body).filter((k) => k !== 'estatus');
    const fieldsOk = body.errores === undefined || Object.values(body.errores as object).every((v) => typeof v === 'string');
    const ok = body.codigo === res.statusCode && typeof body.mensaje === 'string' && fieldsOk && keys.every((k) => ['codigo', 'mensaje', 'errores'].includes(k));
    return ok ? null : `outside the contract: ${res.body.slice(0, 200)}`;
  }

  it('answers every hostile request in the contract, never 5xx, and writes nothing', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const before = await countRows();
        for (const caller of callers) {
          for (const call of calls(path, method, op, caller.all(path))) {
            const res = await send(call, caller.token);
            sent++;
            const problem = contractProblem(res, path.includes('/search/'));
            if (problem) problems.push(`${caller.name} ${method.toUpperCase()} ${path} [${call.what}]: ${problem}`);
          }
        }
        const after = await countRows();
        const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
        if (changed.length) problems.push(`${method.toUpperCase()} ${path} wrote to ${changed.map((k) => `${k} (${before[k]} -> ${after[k]})`).join(', ')}`);
      }
    }
    expect(problems.slice(0, 40)).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 300_000);
});
