/**
 * What of the results page lives in its URL, so a reload, the back button and a shared link keep it:
 * the ticked categories (`categoria`, repeated), the order (`orden`, not written when by relevance) and
 * the page (`pagina`, from 2), next to the query `q`. Read into InstantSearch's UI state and back.
 */
import type { InstantSearchProps } from 'react-instantsearch';
import { isOrden, ORDENES, type Orden, sortIndexName } from '../../../shared/search-sort';
import { CATEGORY_ATTRIBUTE } from './results';

type IndexUiState = NonNullable<InstantSearchProps['initialUiState']>[string];

export const CATEGORY_PARAM = 'categoria';
export const ORDER_PARAM = 'orden';
export const PAGE_PARAM = 'pagina';

export interface UrlState {
  categorias: string[];
  orden: Orden;
  /** 1-based. */
  pagina: number;
}

/** The indices the orders read: the primary and the shopper's replicas (availability key). */
export interface SortIndices {
  indexName: string;
  key: string;
}

export function readUrl(params: URLSearchParams): UrlState {
  const orden = params.get(ORDER_PARAM);
  const pagina = Number(params.get(PAGE_PARAM));
  return {
    categorias: params.getAll(CATEGORY_PARAM),
    orden: isOrden(orden) ? orden : 'relevancia',
    pagina: Number.isInteger(pagina) && pagina >= 1 && pagina <= 1000 ? pagina : 1,
  };
}

/** `prev` (the query and anything else kept) with `state`; defaults are left out. */
export function writeUrl(prev: URLSearchParams, state: UrlState): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const name of [CATEGORY_PARAM, ORDER_PARAM, PAGE_PARAM]) next.delete(name);
  if (state.orden !== 'relevancia') next.set(ORDER_PARAM, state.orden);
  for (const c of state.categorias) next.append(CATEGORY_PARAM, c);
  if (state.pagina > 1) next.set(PAGE_PARAM, String(state.pagina));
  return next;
}

export function sameState(a: UrlState, b: UrlState): boolean {
  return a.orden === b.orden && a.pagina === b.pagina && a.categorias.length === b.categorias.length && a.categorias.every((c, i) => c === b.categorias[i]);
}

export function toUiState(state: UrlState, { indexName, key }: SortIndices): IndexUiState {
  const ui: IndexUiState = {};
  if (state.categorias.length > 0) ui.refinementList = { [CATEGORY_ATTRIBUTE]: state.categorias };
  if (state.orden !== 'relevancia') ui.sortBy = sortIndexName(indexName, state.orden, key);
  if (state.pagina > 1) ui.page = state.pagina;
  return ui;
}

export function fromUiState(ui: IndexUiState | undefined, { indexName, key }: SortIndices): UrlState {
  return {
    categorias: ui?.refinementList?.[CATEGORY_ATTRIBUTE] ?? [],
    orden: ORDENES.find((o) => ui?.sortBy !== undefined && sortIndexName(indexName, o, key) === ui.sortBy) ?? 'relevancia',
    pagina: ui?.page ?? 1,
  };
}
