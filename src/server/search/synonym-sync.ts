/**
 * Synonym sets reach the search index of every API instance: the search plugin attaches its index here
 * and loads the sets at boot; after a change the writing instance publishes them to its index at once
 * and the others hear the cache notice 'sinonimos' (plugins/cache-sync.ts) and reload theirs. A hosted
 * Algolia index receives them through saveSynonyms (replacing its synonyms).
 */
import { asc, sql } from 'drizzle-orm';
import { storefrontFilter } from '../../shared/availability';
import { namedInvalidation } from '../cache';
import type { Db } from '../db/client';
import { recentZeroResults } from './history-admin-service';
import type { SearchIndex } from './port';
import { words } from './engine/text';
import { busquedaCorregida, busquedaSinonimo } from './tables';

const indexes = new WeakMap<Db, SearchIndex>();

async function loadInto(db: Db, index: SearchIndex): Promise<void> {
  const sets = await db.select({ id: busquedaSinonimo.id, palabras: busquedaSinonimo.palabras }).from(busquedaSinonimo).orderBy(asc(busquedaSinonimo.id));
  await index.setSynonyms(sets);
}

const tellOthers = namedInvalidation('sinonimos', (db) => {
  const index = indexes.get(db);
  if (index) void loadInto(db, index).catch(() => undefined);
});

/** Attaches `index` to `db`'s synonyms and loads them; returns the detach function. */
export async function attachSynonyms(db: Db, index: SearchIndex): Promise<() => void> {
  indexes.set(db, index);
  await loadInto(db, index);
  return () => {
    if (indexes.get(db) === index) indexes.delete(db);
  };
}

/** After a change of the sets: this instance's index at once, the other instances by notice. */
export async function publishSynonyms(db: Db): Promise<void> {
  const index = indexes.get(db);
  if (index) await loadInto(db, index);
  tellOthers(db);
}

/**
 * Re-runs the recent zero-result searches holding one of `palabras` in the zones and plans they failed
 * in; a text that now finds products in every one of them is marked fixed (by `sinonimoId`), so it leaves
 * the zero-result list. Returns the fixed texts.
 */
export async function fixZeroResults(db: Db, sinonimoId: number, palabras: string[]): Promise<string[]> {
  const index = indexes.get(db);
  if (!index) return [];
  const vocabulary = new Set(palabras.flatMap((p) => words(p)));
  const failed = (await recentZeroResults(db)).filter((r) => words(r.query).some((w) => vocabulary.has(w)));
  const byQuery = new Map<string, (string | undefined)[]>();
  for (const r of failed) {
    const filter = r.zonaId !== null && r.usuarioTipo !== null ? storefrontFilter(r.zonaId, r.usuarioTipo) : undefined;
    byQuery.set(r.query, [...(byQuery.get(r.query) ?? []), filter]);
  }
  const fixed: string[] = [];
  for (const [query, filters] of byQuery) {
    const requests = filters.map((filters) => ({ indexName: index.indexName, query, hitsPerPage: 0, analytics: false, ...(filters ? { filters } : {}) }));
    const { results } = await index.search(requests.slice(0, 50));
    if (results.every((r) => 'nbHits' in r && r.nbHits > 0)) fixed.push(query);
  }
  if (fixed.length > 0) {
    await db
      .insert(busquedaCorregida)
      .values(fixed.map((query) => ({ query, sinonimoId })))
      .onConflictDoUpdate({ target: busquedaCorregida.query, set: { sinonimoId, corregidaEn: sql`now()` } });
  }
  return fixed;
}
