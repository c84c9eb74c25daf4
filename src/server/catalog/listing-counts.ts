/**
 * Listing totals (the sellable products of a category, tag or featured group for a zone and plan), kept
 * exact across writes without counting the scope again: each total keeps the ids of its scope's sellable
 * products, and a price or stock write only checks the products it wrote.
 *
 * Why: counting Víveres (10,291 products on the generated 50k catalog) runs the selling-row LATERAL for
 * every product of the scope, ~88,000 buffer hits and 100-300 ms (+ ~40-75 ms of JIT its cost estimate
 * of 152,000 triggers), and that count ran again on the first write of any product of the category after
 * a restart (every such write dropped it): the slow category misses. Now a write marks its products
 * pending on the totals of its scopes (`c:`, `t:`, `d:` keys, the same keys the pages depend on); the
 * next read checks just those products (the same query restricted to their ids: a few index lookups)
 * and adds or removes them. The whole scope is read only on the first request after a start or after a
 * write that drops every page, without JIT, and again in the background every PAGE_TTL_MS (a lost notice
 * cannot leave a total wrong for longer).
 *
 * Consistency: a check reads committed data after the write's invalidation; a write whose invalidation
 * arrives while a check or a load is under way is checked again before the next read answers.
 */
import type { Db } from '../db/client';

/** Reads the scope's sellable product ids, all of them or only these (any order). */
export type MemberQuery = (only?: number[]) => Promise<number[]>;

interface Total {
  /** Sorted ids of the scope's sellable products; null until first read. */
  members: Int32Array | null;
  /** Products written since: checked before the next answer. */
  pending: Set<number>;
  /** Products written since a background reload began (it may have read them before the write). */
  touched: Set<number> | null;
  /** The load or check under way (one at a time). */
  busy: Promise<void> | null;
  /** The scope's dependency keys (`c:1`): writes of their products are checked. */
  keys: string[];
  /** Keys whose change drops the total outright (a featured group's products change with `ads`). */
  dropKeys: string[];
  /** After this the whole scope is read again, in the background. */
  reloadAt: number;
  query: MemberQuery;
}

/** A total's scope is read again after this even without a write (bounds staleness should a notice be lost). */
export const TOTAL_RELOAD_MS = 10 * 60_000;
/** The dependency key of a scope that any product's price or stock write may change. */
export const ANY_PRODUCT = 'p:*';
/** Most totals kept per database; the oldest go first. */
const MAX_TOTALS = 2000;
/** A total with more products to check than this (writes to a scope nobody reads) is read whole again instead. */
export const MAX_PENDING = 1000;

const stores = new WeakMap<Db, Map<string, Total>>();

/** What else drops a scope's total: a featured group's or quick list's own membership lives in advertising data. */
function dropKeysOf(keys: string[]): string[] {
  const out = new Set<string>();
  for (const k of keys) {
    if (k.startsWith('d:')) out.add('ads');
    if (k.startsWith('l:')) out.add('listas');
  }
  return [...out];
}

function sorted(ids: Iterable<number>): Int32Array {
  return Int32Array.from(new Set(ids)).sort();
}

function has(members: Int32Array, id: number): boolean {
  let lo = 0;
  let hi = members.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = members[mid]!;
    if (v === id) return true;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The members with `checked` ids replaced by those of them found sellable now. */
function patch(members: Int32Array, checked: number[], found: number[]): Int32Array {
  const now = new Set(found);
  const changed = checked.some((id) => has(members, id) !== now.has(id));
  if (!changed) return members;
  const gone = new Set(checked.filter((id) => !now.has(id)));
  return sorted([...members.filter((id) => !gone.has(id)), ...now]);
}

/** Runs `work` as the total's one operation under way. */
function run(t: Total, work: () => Promise<void>): Promise<void> {
  const busy = work().finally(() => {
    if (t.busy === busy) t.busy = null;
  });
  t.busy = busy;
  return busy;
}

/** Loads or brings up to date the total's members. */
async function settle(t: Total): Promise<Int32Array> {
  for (;;) {
    if (t.busy) {
      await t.busy;
      continue;
    }
    if (t.members === null) {
      // every write of the scope's products up to now is in what the load reads
      t.pending.clear();
      await run(t, async () => {
        t.members = sorted(await t.query());
      });
      continue;
    }
    if (t.pending.size === 0) return t.members;
    const ids = [...t.pending];
    t.pending.clear();
    await run(t, async () => {
      try {
        const found = await t.query(ids);
        // the members as they are now: a background reload may have replaced them meanwhile
        t.members = patch(t.members!, ids, found);
      } catch (error) {
        for (const id of ids) t.pending.add(id);
        throw error;
      }
    });
  }
}

/** Reads the whole scope again without holding up readers; writes meanwhile are checked again after. */
function reload(t: Total, now: number): void {
  if (t.touched) return;
  t.touched = new Set();
  t.reloadAt = now + TOTAL_RELOAD_MS;
  t.query().then(
    (ids) => {
      const touched = t.touched ?? [];
      t.touched = null;
      t.members = sorted(ids);
      for (const id of touched) t.pending.add(id);
    },
    () => {
      t.touched = null;
    },
  );
}

/**
 * The number of sellable products of a scope (`totalKey`: scope, zone and plan), kept exact across the
 * writes of its products. `keys`: the scope's dependency keys (`c:1`, `t:2`, `d:3`).
 */
export async function listingTotal(db: Db, totalKey: string, keys: string[], query: MemberQuery): Promise<number> {
  return (await listingMembers(db, totalKey, keys, query)).length;
}

/**
 * The ids of a scope's products (sorted), kept exact across the writes of its products like a listing
 * total: the scope is read once, then each write's products are checked again. `keys` as listingTotal's,
 * or [ANY_PRODUCT] for a scope any product may enter or leave (the back office's 'sin existencia').
 */
export function listingMembers(db: Db, totalKey: string, keys: string[], query: MemberQuery): Promise<Int32Array> {
  let totals = stores.get(db);
  if (!totals) stores.set(db, (totals = new Map()));
  let t = totals.get(totalKey);
  const now = Date.now();
  if (!t) {
    t = { members: null, pending: new Set(), touched: null, busy: null, keys, dropKeys: dropKeysOf(keys), reloadAt: now + TOTAL_RELOAD_MS, query };
    totals.set(totalKey, t);
    if (totals.size > MAX_TOTALS) totals.delete(totals.keys().next().value!);
  } else if (t.members !== null && now >= t.reloadAt) reload(t, now);
  const total = t;
  return settle(total).catch((error: unknown) => {
    if (total.members === null && totals.get(totalKey) === total) totals.delete(totalKey);
    throw error;
  });
}

/**
 * A committed write changed what `keys` depend on (every total without keys): the products named by
 * `p:` keys are checked again on the totals of the scopes in `keys` (and of ANY_PRODUCT scopes); a total
 * with a drop key in `keys`, or with a scope key but no product named, is read whole again.
 */
export function writtenTotals(db: Db, keys?: string[]): void {
  const totals = stores.get(db);
  if (!totals) return;
  if (keys === undefined) {
    stores.delete(db);
    return;
  }
  const written = new Set(keys);
  const ids = keys.filter((k) => k.startsWith('p:')).map((k) => Number(k.slice(2)));
  if (ids.length) written.add(ANY_PRODUCT);
  for (const [totalKey, t] of totals) {
    if (t.dropKeys.some((k) => written.has(k))) totals.delete(totalKey);
    else if (!t.keys.some((k) => written.has(k))) continue;
    else if (ids.length === 0) totals.delete(totalKey);
    else {
      for (const id of ids) {
        t.pending.add(id);
        t.touched?.add(id);
      }
      if (t.pending.size > MAX_PENDING) totals.delete(totalKey);
    }
  }
}
