/**
 * The search behind the results page: react-instantsearch over the real algoliasearch lite client, always
 * filtered to what the shopper's zone sells to their plan, with the category facet, the order (the index's
 * replicas) and the page taken from the URL (url-state.ts). It draws nothing: it reports each answer and
 * its status to the page (onReport), which renders them (ResultsView.tsx) and turns the shopper's choices
 * into URL changes that this follows. Its own chunk: a guest's first cards are drawn from index.html's
 * search before it has loaded (SearchPage.tsx).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Configure, InstantSearch, useHits, useInstantSearch, usePagination, useRefinementList, useSortBy } from 'react-instantsearch';
import type { Busqueda } from '../../../shared/contracts/website';
import { ORDENES, sortIndexName } from '../../../shared/search-sort';
import { loadSearchClient } from '../../lib/search-client';
import { suspendOn } from '../../lib/suspend';
import { CATEGORY_ATTRIBUTE, FACET_LIMIT, facetOptions, RESULTS_PER_PAGE, type ResultsData, type ResultsStatus } from './results';
import { shopperParams, type SearchHit, type Shopper } from './search-hit';
import { fromUiState, sameState, type SortIndices, toUiState, type UrlState } from './url-state';

export interface EngineReport {
  /** The query answered. */
  q: string;
  /** Null until the first answer. */
  data: ResultsData | null;
  status: ResultsStatus;
  /** Asks again (after an error). */
  refresh: () => void;
}

interface Props {
  busqueda: Busqueda;
  shopper: Shopper;
  userToken: string | null;
  q: string;
  url: UrlState;
  sorts: SortIndices;
  onReport: (report: EngineReport) => void;
}

/** Back and forward, or the shopper's choices (any change of the URL): its categories, order and page become the search's. */
function UrlToState({ url, sorts }: { url: UrlState; sorts: SortIndices }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const current = useRef(indexUiState);
  useEffect(() => {
    current.current = indexUiState;
  });
  const urlKey = JSON.stringify(url);
  useEffect(() => {
    const wanted = JSON.parse(urlKey) as UrlState;
    if (!sameState(fromUiState(current.current, sorts), wanted)) {
      const ui = toUiState(wanted, sorts);
      setIndexUiState((state) => ({
        ...state,
        refinementList: { ...state.refinementList, [CATEGORY_ATTRIBUTE]: wanted.categorias },
        sortBy: ui.sortBy,
        page: ui.page,
      }));
    }
  }, [urlKey, sorts, setIndexUiState]);
  return null;
}

/**
 * The facet, order and pagination widgets, mounted so that their part of the state reaches the query
 * (InstantSearch ignores state no widget holds), and the answer reported to the page.
 */
function Report({ q, sorts, onReport }: Pick<Props, 'q' | 'sorts' | 'onReport'>) {
  const { items, results } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: false });
  const { status, refresh } = useInstantSearch({ catchError: true });
  const { items: categories } = useRefinementList({ attribute: CATEGORY_ATTRIBUTE, limit: FACET_LIMIT });
  const sortItems = useMemo(() => ORDENES.map((o) => ({ label: o, value: sortIndexName(sorts.indexName, o, sorts.key) })), [sorts]);
  useSortBy({ items: sortItems });
  usePagination();
  const answered = results !== undefined && results.__isArtificial !== true;
  const data = useMemo<ResultsData | null>(
    () =>
      answered
        ? {
            hits: items,
            nbHits: results.nbHits,
            page: results.page,
            nbPages: results.nbPages,
            hitsPerPage: results.hitsPerPage,
            categorias: facetOptions(categories.map((c) => ({ value: c.value, count: c.count, isRefined: c.isRefined }))),
          }
        : null,
    [answered, items, results, categories],
  );
  useEffect(() => onReport({ q, data, status, refresh }), [q, data, status, refresh, onReport]);
  return null;
}

export default function SearchEngine({ busqueda, shopper, userToken, q, url, sorts, onReport }: Props) {
  const client = suspendOn(loadSearchClient(busqueda));
  const urlKey = JSON.stringify(url);
  // read once per query (UrlToState keeps the search in step with the URL afterwards)
  const initialUiState = useMemo(() => ({ [busqueda.indexName]: toUiState(JSON.parse(urlKey) as UrlState, sorts) }), [q]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <InstantSearch key={q} searchClient={client} indexName={busqueda.indexName} initialUiState={initialUiState} future={{ preserveSharedStateOnUnmount: true }}>
      <UrlToState url={url} sorts={sorts} />
      <Configure query={q} hitsPerPage={RESULTS_PER_PAGE} {...shopperParams(shopper, userToken)} />
      <Report q={q} sorts={sorts} onReport={onReport} />
    </InstantSearch>
  );
}
