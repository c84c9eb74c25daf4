/**
 * /{zona}/buscar?q=: what the shopper searched for, sellable in their zone for their plan. The query, the
 * ticked categories, the order and the page live in the URL (url-state.ts: the search box navigates here,
 * so each search is a page of its own in the history, and a reload, the back button or a shared link keep
 * them); the shopper's choices change the URL, and the search follows it.
 *
 * The search itself (InstantSearch and the search library, SearchEngine.tsx) is its own chunk. A guest's
 * first visit draws its first cards from the search index.html already sent (results.ts firstResults; the
 * route's loader waits for it, app/routes.tsx), and the search's chunk is only asked for once they have
 * been painted: the page's largest paint does not wait for ~45 kB of search code to download and run
 * (issue 8). InstantSearch's first answer is that same one (lib/search-client.ts prefetchingRequester),
 * so nothing on screen changes when it takes over.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import EmptyState from '../../components/EmptyState';
import page from '../../components/page.module.css';
import PageTitle from '../../components/PageTitle';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { link } from '../../lib/links';
import { usePainted } from '../../lib/progressive';
import { prefetchedSearchNow, preloadSearchLibrary } from '../../lib/search-client';
import { useResolve } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import CategoryFacet from './CategoryFacet';
import { firstResults, sameResults, tickedOptions, toggleCategory } from './results';
import { ResultsColumns, ResultsHits, ResultsSkeleton, SortSkeleton } from './ResultsView';
import type { EngineReport } from './SearchEngine';
import { availabilityKey } from './search-hit';
import { normalizeQuery, queryError } from './search-query';
import css from './search.module.css';
import SortSelect from './SortSelect';
import { readUrl, type UrlState, writeUrl } from './url-state';
import { useShopper, useUserToken } from './use-shopper';

const loadEngine = () => {
  preloadSearchLibrary();
  return import('./SearchEngine');
};
const SearchEngine = lazy(loadEngine);

/** A report replaces the last one only when it shows something else (no render for InstantSearch's copy of the first answer). */
function nextReport(prev: EngineReport | null, next: EngineReport): EngineReport {
  return prev && prev.q === next.q && prev.status === next.status && sameResults(prev.data, next.data) ? prev : next;
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = normalizeQuery(params.get('q') ?? '');
  const url = useMemo(() => readUrl(params), [params]);
  const zona = useZoneStore((s) => s.zona);
  const busqueda = useResolve().data?.busqueda ?? null;
  const shopper = useShopper();
  const userToken = useUserToken();
  const [report, setReport] = useState<EngineReport | null>(null);
  const onReport = useCallback((next: EngineReport) => setReport((prev) => nextReport(prev, next)), []);
  // the first answer stands in until the search has answered anything (a later search is never it)
  const answered = report?.data != null;
  const first = useMemo(() => (answered || !shopper ? null : firstResults(prefetchedSearchNow(), q, shopper, url)), [answered, shopper, q, url]);
  // with the first cards on screen, the search's code waits until they have been painted
  const painted = usePainted();
  const key = shopper ? availabilityKey(shopper) : '';
  const sorts = useMemo(() => ({ indexName: busqueda?.indexName ?? '', key }), [busqueda?.indexName, key]);
  if (!zona) return null;
  const problem = queryError(q);
  const live = report?.q === q ? report : null;
  const data = live?.data ?? first;
  const choose = (next: UrlState) => setParams((prev) => writeUrl(prev, next), { preventScrollReset: true });

  return (
    // at least a screen tall, so the footer does not jump down when the results arrive (CLS)
    <div className={`${page.container} ${css.page}`}>
      <PageTitle titulo={problem ? 'Buscar' : `Resultados para «${q}»`} />
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Búsqueda' }]} />
      <h1 className={css.title}>{problem ? 'Buscar productos' : `Resultados para «${q}»`}</h1>
      {problem ? (
        <EmptyState titulo={problem} texto="Use el buscador de arriba: entre 3 y 40 caracteres." />
      ) : busqueda && shopper ? (
        <>
          <ResultsColumns
            facet={<CategoryFacet options={data ? tickedOptions(data.categorias, url.categorias) : null} onToggle={(value) => choose(toggleCategory(url, value))} />}
            sort={data || live ? <SortSelect sorts={sorts} value={url.orden} onChange={(orden) => choose({ ...url, orden, pagina: 1 })} /> : <SortSkeleton />}
          >
            <ResultsHits
              data={data}
              status={live?.status ?? (first ? 'idle' : 'loading')}
              onRetry={() => live?.refresh()}
              onPage={(target) => {
                choose({ ...url, pagina: target });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              shopper={shopper}
              q={q}
              zona={zona.slug}
            />
          </ResultsColumns>
          {(!first || painted) && (
            <Suspense fallback={null}>
              <SearchEngine busqueda={busqueda} shopper={shopper} userToken={userToken} q={q} url={url} sorts={sorts} onReport={onReport} />
            </Suspense>
          )}
        </>
      ) : (
        <ResultsSkeleton />
      )}
    </div>
  );
}
