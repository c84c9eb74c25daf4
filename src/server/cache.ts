/**
 * In-memory cache of public, user-independent reads (menus, zones, currencies, settings), one entry per
 * database. Writers call invalidate() after every change so this instance serves fresh data at once; on
 * PostgreSQL the other API instances hear the cache's name (plugins/cache-sync.ts) and drop theirs too.
 * The short TTL bounds staleness should a notice be lost.
 */
import type { Db } from './db/client';

export interface CachedRead<T> {
  get(db: Db): Promise<T>;
  /** Drops this instance's entry and tells the other instances to drop theirs. */
  invalidate(db: Db): void;
}

/**
 * Every named cache, so a notice from another instance can drop the entry it names. A notice is the
 * cache's name, or `name|argument` for caches that drop part of their entries (catalog/page-cache.ts).
 */
const named = new Map<string, (db: Db, argument?: string) => void>();
/** Per database, how an invalidation reaches the other instances (set by the cache-sync plugin). */
const broadcasters = new WeakMap<Db, (name: string) => void>();

/** Sends every invalidation of `db`'s caches to `send`; returns the function that stops it. */
export function attachCacheBroadcast(db: Db, send: (name: string) => void): () => void {
  broadcasters.set(db, send);
  return () => {
    if (broadcasters.get(db) === send) broadcasters.delete(db);
  };
}

/** Drops this instance's entry of the named cache (a notice from another instance), or of every cache. */
export function forgetCached(db: Db, name?: string): void {
  if (name === undefined) for (const forget of named.values()) forget(db);
  else {
    const bar = name.indexOf('|');
    if (bar < 0) named.get(name)?.(db);
    else named.get(name.slice(0, bar))?.(db, name.slice(bar + 1));
  }
}

/**
 * A cache with its own invalidation: `forget(db, argument)` drops what the argument names (everything
 * without one). Returns the function that tells the other instances (`forget` runs there, not here).
 */
export function namedInvalidation(name: string, forget: (db: Db, argument?: string) => void): (db: Db, argument?: string) => void {
  if (named.has(name) || name.includes('|')) throw new Error(`caché duplicada: ${name}`);
  named.set(name, forget);
  return (db, argument) => broadcasters.get(db)?.(argument === undefined ? name : `${name}|${argument}`);
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export const PUBLIC_CACHE_TTL_MS = 5_000;

/** `name` identifies the cache across instances: unique, and the same in every instance. */
export function cachedRead<T>(name: string, load: (db: Db) => Promise<T>, ttlMs = PUBLIC_CACHE_TTL_MS): CachedRead<T> {
  if (named.has(name)) throw new Error(`caché duplicada: ${name}`);
  const entries = new WeakMap<Db, Entry<T>>();
  named.set(name, (db) => entries.delete(db));
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
      broadcasters.get(db)?.(name);
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

export interface KeyedCache<T> {
  /** The cached value of `key`, loaded by `load` when missing or expired (concurrent callers share one load). */
  get(db: Db, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every key of this instance and tells the other instances to drop theirs. */
  invalidate(db: Db): void;
}

/** Like cachedRead, one entry per key (e.g. a list's total per filter); at most `maxKeys` per database. */
export function keyedCachedRead<T>(name: string, ttlMs: number, maxKeys = 500): KeyedCache<T> {
  if (named.has(name)) throw new Error(`caché duplicada: ${name}`);
  const maps = new WeakMap<Db, Map<string, Entry<T>>>();
  named.set(name, (db) => maps.delete(db));
  return {
    get(db, key, load) {
      const now = Date.now();
      let map = maps.get(db);
      if (!map) maps.set(db, (map = new Map()));
      const hit = map.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (map.size >= maxKeys) map.clear();
      const entry: Entry<T> = { value: load(), expires: now + ttlMs };
      const owner = map;
      owner.set(key, entry);
      entry.value.catch(() => {
        if (owner.get(key) === entry) owner.delete(key);
      });
      return entry.value;
    },
    invalidate(db) {
      maps.delete(db);
      broadcasters.get(db)?.(name);
    },
  };
}
