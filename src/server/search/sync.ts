/**
 * Keeps every attached index in step with the database. Catalog, price and stock services call
 * reindexProducts (or reindexCategories) after their writes commit; the records are re-read and
 * written to each index of this process, one change after another per index. An attached index may
 * also broadcast: with PostgreSQL and the embedded engine, other API instances hear the ids through
 * LISTEN/NOTIFY (notify.ts) and re-read them into their own index.
 */
import { dropCatalogPages, dropProductPages } from '../catalog/page-cache';
import type { Db } from '../db/client';
import { loadRecords, productIdsOfCategories } from './indexer';
import type { SearchIndex } from './port';
import { AVAILABILITY_FIELDS, type ProductoBusqueda } from './records';

/** What changed: the whole record, its base fields, or its prices and stock. */
export type SyncPart = 'full' | 'base' | 'disponibilidad';

export interface SyncTarget {
  index: SearchIndex;
  /** Tells other instances which products changed (embedded engine on PostgreSQL). */
  broadcast?: (ids: number[]) => Promise<void>;
}

interface Attached extends SyncTarget {
  queue: Promise<void>;
}

const attached = new WeakMap<Db, Set<Attached>>();

function pick(record: ProductoBusqueda, part: SyncPart): ProductoBusqueda {
  if (part === 'full') return record;
  const availability = new Set<string>(AVAILABILITY_FIELDS);
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const [k, v] of Object.entries(record)) if (availability.has(k) === (part === 'disponibilidad')) out[k] = v;
  return out as ProductoBusqueda;
}

/** Writes the current records of `ids` to `index`; ids no longer in the database are deleted. */
export async function applyProducts(db: Db, index: SearchIndex, ids: number[], part: SyncPart = 'full'): Promise<ProductoBusqueda[]> {
  const records = await loadRecords(db, ids);
  const found = new Set(records.map((r) => r.id));
  const gone = ids.filter((id) => !found.has(id)).map(String);
  if (part === 'full') await index.saveObjects(records);
  else await index.partialUpdateObjects(records.map((r) => pick(r, part)));
  if (gone.length > 0) await index.deleteObjects(gone);
  return records;
}

/** Replaces the whole content of `index` with the catalog; returns the number of records. */
export async function rebuildIndex(db: Db, index: SearchIndex): Promise<number> {
  const records = await loadRecords(db);
  await index.replaceAllObjects(records);
  return records.length;
}

/** Runs `task` after the previous writes to the same index (so an older read never lands last). */
export function enqueue(db: Db, index: SearchIndex, task: () => Promise<unknown>): Promise<void> {
  const target = [...(attached.get(db) ?? [])].find((t) => t.index === index);
  if (!target) return task().then(() => undefined);
  const run = target.queue.then(task).then(() => undefined);
  target.queue = run.catch(() => undefined);
  return run;
}

/** Attaches an index to a database; returns the function that detaches it. */
export function attachIndex(db: Db, target: SyncTarget): () => void {
  let set = attached.get(db);
  if (!set) attached.set(db, (set = new Set()));
  const entry: Attached = { ...target, queue: Promise.resolve() };
  set.add(entry);
  return () => set.delete(entry);
}

function validIds(ids: number[]): number[] {
  return [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Drops the prepared catalog pages (catalog/page-cache.ts) a committed write of these products changed,
 * on this instance before resolving and on the others by notice. A price or stock change
 * ('disponibilidad') drops the pages that show or list the products; any other change may move them
 * between listings and drops every page.
 */
export async function invalidateProductPages(db: Db, ids: number[], part: SyncPart = 'full'): Promise<void> {
  const unique = validIds(ids);
  if (unique.length === 0) return;
  if (part === 'disponibilidad') await dropProductPages(db, unique);
  else dropCatalogPages(db);
}

/**
 * After a write commits: drops the prepared catalog pages it changed (invalidateProductPages), then
 * re-reads the products into every index attached to `db` and tells the other instances.
 * Resolves with the current records (products no longer in the database are absent).
 */
export async function reindexProducts(db: Db, ids: number[], part: SyncPart = 'full'): Promise<ProductoBusqueda[]> {
  await invalidateProductPages(db, ids, part);
  return refreshIndexes(db, ids, part);
}

/** The search side of reindexProducts alone: for writers that already invalidated the pages and answer before this. */
export async function refreshIndexes(db: Db, ids: number[], part: SyncPart = 'full'): Promise<ProductoBusqueda[]> {
  const unique = validIds(ids);
  if (unique.length === 0) return [];
  const targets = [...(attached.get(db) ?? [])];
  if (targets.length === 0) return loadRecords(db, unique);
  let records: ProductoBusqueda[] = [];
  for (const target of targets) {
    await enqueue(db, target.index, async () => {
      records = await applyProducts(db, target.index, unique, part);
    });
    await target.broadcast?.(unique);
  }
  return records;
}

/** Re-reads every product of these categories (and of their sub-categories): status or name changed. */
export async function reindexCategories(db: Db, categoriaIds: number[]): Promise<void> {
  // a category's status or name changes every listing that holds its products: every page goes
  dropCatalogPages(db);
  if (!attached.get(db)?.size) return;
  await refreshIndexes(db, await productIdsOfCategories(db, categoriaIds));
}
