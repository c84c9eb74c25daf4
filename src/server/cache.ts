/**
 * In-memory cache of public, user-independent reads (menus, zones, currencies, settings), one entry per
 * database. Writers call invalidate() after every change so this instance serves fresh data at once; the
 * short TTL bounds how stale another API instance (scale-out) can be.
 */
import type { Db } from './db/client';

export interface CachedRead<T> {
  get(db: Db): Promise<T>;
  invalidate(db: Db): void;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export const PUBLIC_CACHE_TTL_MS = 5_000;

export function cachedRead<T>(load: (db: Db) => Promise<T>, ttlMs = PUBLIC_CACHE_TTL_MS): CachedRead<T> {
  const entries = new WeakMap<Db, Entry<T>>();
  return {
    get(db) {
      const now = Date.now();
      const hit = entries.get(db);
      if (hit && hit.expires > now) return hit.value;
      // concurrent callers share one load; a failed load is forgotten so the next call retries
      const entry: Entry<T> = { value: load(db), expires: now + ttlMs };
      entries.set(db, entry);
      entry.value.catch(() => {
        if (entries.get(db) === entry) entries.delete(db);
      });
      return entry.value;
    },
    invalidate(db) {
      entries.delete(db);
    },
  };
}

/**
 * Values derived from a cached object (e.g. its serialized JSON), kept as long as that object is the
 * cached one: when the cache loads a new object, the derivation runs again.
 */
export function derivedCache<K extends object, V>(): (source: K, derive: () => V) => V {
  const derived = new WeakMap<K, V>();
  return (source, derive) => {
    let value = derived.get(source);
    if (value === undefined) {
      value = derive();
      derived.set(source, value);
    }
    return value;
  };
}
