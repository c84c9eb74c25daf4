/**
 * Prepared public catalog answers (zone home, category, tag, featured group, quick list and product
 * pages): computed once per (page, zone, plan, parameters) and kept serialized and compressed with an
 * ETag (prepared-response.ts) until a write changes what they show. Nothing customer-specific goes in:
 * a page depends on the caller only through the plan, which is part of its key.
 *
 * Each page names what it depends on (dependency keys):
 * - `p:<id>`  a product it shows (the product page's own product included);
 * - `c:<id>`  every product of a category or of its sub-categories (a listing's members and total);
 * - `t:<id>`  every product of a tag;
 * - `d:<id>`  every product of a featured group;
 * - `l:<id>`  every product of a quick list;
 * - `o`       every product with an offer (the home's offers);
 * - `ads`     the zone's advertising (sliders, images, messages, featured groups);
 * - `listas`  the zones' quick lists themselves.
 * A price or stock write of products drops the pages whose keys meet the products' keys (productKeys):
 * the product itself, its category and parent, its tags, groups and lists, and `o` when it has an offer.
 * Pages of other categories, tags and groups stay (a stock change of one product never drops the whole
 * cache). Writes that may move a product between listings (product edits, category, tag, zone and settings
 * changes) drop every page: they are rare and the exact dependency would cost more than it saves.
 *
 * Invalidation is synchronous on this instance (the writer awaits it before answering, through
 * search/sync.ts or the invalidate* functions) and sent to the other instances on the public cache's
 * channel (plugins/cache-sync.ts). A page being computed when an invalidation arrives is not kept.
 * The listing totals the pages show follow the same invalidations, product by product (listing-counts.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { UsuarioTipo, type UsuarioTipoId } from '../../shared/enums';
import { namedInvalidation } from '../cache';
import type { Db } from '../db/client';
import { prebuilt, runPrebuilt } from '../db/prebuilt';
import { PREPARED_ROUTE, prepareJson, sendPrepared, type PreparedJson } from '../prepared-response';
import { writtenTotals } from './listing-counts';
import { categoria, producto } from './tables';

/** What a page computation hands back: the answer and what it depends on. */
export interface PageResult<T> {
  body: T;
  keys: string[];
  /** Epoch ms after which the answer is computed again (a slider's validity window); none by default. */
  expiresAt?: number;
}

interface Entry {
  value: Promise<unknown>;
  /** The value once computed and kept: a hit is answered without waiting on a promise. */
  ready?: unknown;
  /** Null while computing. */
  keys: string[] | null;
  expiresAt: number;
}

interface Store {
  entries: Map<string, Entry>;
  /** Dependency key -> page keys. */
  byKey: Map<string, Set<string>>;
  /** Pages being computed: an invalidation drops them whatever they depend on. */
  computing: Set<string>;
}

/** Most prepared pages kept per database; the oldest go first. */
export const MAX_PREPARED_PAGES = 5000;
/** A page is computed again after this even without a write (bounds staleness should a notice be lost). */
export const PAGE_TTL_MS = 10 * 60_000;

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let s = stores.get(db);
  if (!s) stores.set(db, (s = { entries: new Map(), byKey: new Map(), computing: new Set() }));
  return s;
}

function remove(s: Store, pageKey: string): void {
  const entry = s.entries.get(pageKey);
  if (!entry) return;
  s.entries.delete(pageKey);
  s.computing.delete(pageKey);
  for (const k of entry.keys ?? []) {
    const pages = s.byKey.get(k);
    pages?.delete(pageKey);
    if (pages?.size === 0) s.byKey.delete(k);
  }
}

/** Drops this instance's pages that depend on any of `keys` (every page without keys), and updates the listing totals. */
function forgetPages(db: Db, keys?: string[]): void {
  writtenTotals(db, keys);
  if (keys === undefined) {
    stores.delete(db);
    return;
  }
  const s = stores.get(db);
  if (!s) return;
  for (const pageKey of [...s.computing]) remove(s, pageKey);
  for (const k of keys) for (const pageKey of [...(s.byKey.get(k) ?? [])]) remove(s, pageKey);
}

const tellOthers = namedInvalidation('paginas-catalogo', (db, argument) => forgetPages(db, argument?.split(',')));

/** PostgreSQL's notice payload is limited to 8000 bytes: longer key lists drop every page. */
const MAX_NOTICE_KEYS_CHARS = 6000;

/** Drops the pages depending on `keys` (every page without keys), here at once and on the other instances. */
export function dropCatalogPages(db: Db, keys?: string[]): void {
  forgetPages(db, keys);
  const argument = keys?.join(',');
  tellOthers(db, argument !== undefined && argument.length <= MAX_NOTICE_KEYS_CHARS ? argument : undefined);
}

/**
 * What a product's dependency keys are read from, as select-list items named key_*, for a statement that
 * has `producto` and its `categoria` in scope (productKeys; checkout reads them with the cart's lines).
 * The offer test is written per stock row (a LIMIT 1 lateral: the price index by stock row) so that no plan
 * scans every price for it (PGlite, without statistics, hashed the whole price table per product).
 */
export const PRODUCT_KEY_COLUMNS = sql`${producto.categoriaId} as key_categoria_id, ${categoria.padreId} as key_padre_id,
  array(select etiqueta_id from producto_etiqueta where producto_id = ${producto.id}) as key_tags,
  array(select destacado_id from destacado_producto where producto_id = ${producto.id}) as key_groups,
  array(select lista_rapida_id from lista_rapida_producto where producto_id = ${producto.id}) as key_lists,
  exists (select 1 from inventario i cross join lateral (select 1 from precio pr where pr.inventario_id = i.id and pr.oferta > 0 limit 1) o
    where i.producto_id = ${producto.id}) as key_offer`;

/** A product's PRODUCT_KEY_COLUMNS as the driver gives them. */
export interface ProductKeyRow {
  key_categoria_id: unknown;
  key_padre_id: unknown;
  key_tags: number[];
  key_groups: number[];
  key_lists: number[];
  key_offer: boolean;
}

/**
 * The dependency keys of products read with PRODUCT_KEY_COLUMNS: own, category and parent, tags, featured
 * groups, quick lists, and `o` when an active price has an offer (the listing totals check the products
 * named by their `p:` keys again: listing-counts.ts).
 */
export function keysOf(rows: (ProductKeyRow & { productoId: number })[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) {
    keys.add(`p:${r.productoId}`);
    keys.add(`c:${Number(r.key_categoria_id)}`);
    if (r.key_padre_id !== null && r.key_padre_id !== undefined) keys.add(`c:${Number(r.key_padre_id)}`);
    for (const t of r.key_tags) keys.add(`t:${t}`);
    for (const d of r.key_groups) keys.add(`d:${d}`);
    for (const l of r.key_lists) keys.add(`l:${l}`);
    if (r.key_offer) keys.add('o');
  }
  return [...keys];
}

/** productKeys' read, prepared (db/prebuilt.ts): every stock write asks it. */
const PRODUCT_KEYS = prebuilt(
  'producto_claves',
  sql`select ${producto.id} as id, ${PRODUCT_KEY_COLUMNS}
    from ${producto} join ${categoria} on ${categoria.id} = ${producto.categoriaId}
    where ${producto.id} = any(${sql.placeholder('ids')}::int[])`,
);

/**
 * The dependency keys of products as they are now (keysOf). One query, indexed lookups per product.
 * Products no longer in the database yield null: the caller drops every page.
 */
export async function productKeys(db: Db, ids: number[]): Promise<string[] | null> {
  const rows = await runPrebuilt<ProductKeyRow & { id: unknown }>(db, PRODUCT_KEYS, { ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}` });
  if (rows.length < new Set(ids).size) return null;
  return keysOf(rows.map((r) => ({ ...r, productoId: Number(r.id) })));
}

/** Drops the pages (and totals) a committed write of these products' price, stock or availability can change. */
export async function dropProductPages(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  dropCatalogPages(db, (await productKeys(db, ids)) ?? undefined);
}

/**
 * The prepared answer of `pageKey`: computed once (concurrent requests share the computation),
 * serialized with the route's response schema, compressed, kept until a write drops it.
 */
export function preparedPage<T>(db: Db, pageKey: string, compute: () => Promise<PageResult<T>>, serialize: (body: T) => string): Promise<PreparedJson> {
  return keptPart(db, pageKey, async () => {
    const result = await compute();
    return { ...result, body: prepareJson(serialize(result.body)) };
  });
}

/**
 * A part of a page kept like a page (same store, dependency keys, invalidation and notices), for a page
 * assembled from parts that change apart: the supermarket page keeps each category's products under
 * `parts` (joined as sendCatalogPage joins a page's), so a stock write recomputes one category, not all.
 */
export function keptPart<V>(db: Db, parts: (string | number)[] | string, compute: () => Promise<PageResult<V>>): Promise<V> {
  const key = typeof parts === 'string' ? parts : parts.join('\u0000');
  const s = storeOf(db);
  const hit = s.entries.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<V>;
  return keep(db, s, key, PAGE_TTL_MS, async () => {
    const result = await compute();
    return { value: result.body, keys: result.keys, expiresAt: result.expiresAt };
  });
}

/**
 * Computes and keeps a value under `entryKey` until a write drops one of the keys `compute` names;
 * concurrent callers share the computation. A value whose computation an invalidation overtook is
 * handed to its callers but not kept.
 */
function keep<V>(
  db: Db,
  s: Store,
  entryKey: string,
  ttlMs: number,
  compute: () => Promise<{ value: V; keys: string[]; expiresAt?: number }>,
): Promise<V> {
  remove(s, entryKey);
  const entry: Entry = { value: Promise.resolve(), keys: null, expiresAt: Date.now() + ttlMs };
  const value = compute().then((result) => {
    // dropped while computing (a write happened meanwhile): answer this request, keep nothing
    if (s.entries.get(entryKey) !== entry || stores.get(db) !== s) return result.value;
    const pageKey = entryKey;
    s.computing.delete(pageKey);
    entry.keys = result.keys;
    entry.ready = result.value;
    if (result.expiresAt !== undefined) entry.expiresAt = Math.min(entry.expiresAt, result.expiresAt);
    for (const k of result.keys) {
      let pages = s.byKey.get(k);
      if (!pages) s.byKey.set(k, (pages = new Set()));
      pages.add(pageKey);
    }
    return result.value;
  });
  entry.value = value;
  value.catch(() => {
    if (s.entries.get(entryKey) === entry) remove(s, entryKey);
  });
  s.entries.set(entryKey, entry);
  s.computing.add(entryKey);
  if (s.entries.size > MAX_PREPARED_PAGES) {
    const oldest = s.entries.keys().next().value;
    if (oldest !== undefined) remove(s, oldest);
  }
  return value;
}

/**
 * Route options of a prepared public page: the caller's plan from an optional token, and the prepared
 * route's options (PREPARED_ROUTE: no @fastify/compress hook, the answer carries its own encoding). A guest (no Authorization
 * header, most requests) goes on at once: optionalAuth is an async hook, a promise per request.
 */
export function preparedPageOptions(app: FastifyInstance) {
  return {
    ...PREPARED_ROUTE,
    preHandler: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (request.headers.authorization === undefined) return done();
      app.optionalAuth.call(app, request, reply).then(() => done(), done);
    },
  };
}

/** The plan a public page is computed for: the caller's, normal for guests. */
export function planOf(request: FastifyRequest): UsuarioTipoId {
  return request.usuario?.usuarioTipoId ?? UsuarioTipo.normal;
}

/**
 * Route handler body of a prepared page: `parts` name the page (route and parameters; the plan is
 * added), `compute` builds it for that plan. Errors (404) are not kept and go out as usual.
 */
export function sendCatalogPage<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  parts: (string | number)[],
  compute: (usuarioTipoId: UsuarioTipoId) => Promise<PageResult<T>>,
): Promise<void> | void {
  const plan = planOf(request);
  const pageKey = `${parts.join('\u0000')}\u0000${plan}`;
  // the hot path: a kept page is sent at once, and the handler returns nothing, so Fastify neither wraps
  // a promise nor waits on the reply's end (a thenable) for this request
  const hit = stores.get(db)?.entries.get(pageKey);
  if (hit?.ready !== undefined && hit.expiresAt > Date.now()) {
    sendPrepared(request, reply, hit.ready as PreparedJson);
    return;
  }
  return preparedPage(db, pageKey, () => compute(plan), (body) => reply.serialize(body) as string).then(
    // an async answer resolves with the reply (typed void: the route's typed body is not returned)
    (prepared) => sendPrepared(request, reply, prepared) as unknown as void,
  );
}

/** How many pages this instance holds (tests). */
export function preparedPageCount(db: Db): number {
  return stores.get(db)?.entries.size ?? 0;
}

/** Whether this instance holds the page (tests): `parts` as given to sendCatalogPage, plan included. */
export function hasPreparedPage(db: Db, parts: (string | number)[]): boolean {
  const e = stores.get(db)?.entries.get(parts.map(String).join('\u0000'));
  return e !== undefined && e.keys !== null;
}
