/**
 * The results of `q` with react-instantsearch over the real algoliasearch lite client: always filtered to
 * what the shopper's zone sells to their plan, a category facet, 20 products a page with page links;
 * skeletons until the first answer, an empty state when nothing matches, an error state with
 * 'Reintentar' when the search fails, an order (relevance, price, name: the index's replicas). The ticked
 * categories, the order and the page live in the URL (url-state.ts), so a reload, the back button and a
 * shared link keep them. Plain elements (search.module.css); ResultsSkeleton is the same layout before the
 * first answer (and before the search library has loaded), so nothing moves when it arrives (CLS, issue 8).
 */
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Configure, InstantSearch, useHits, useInstantSearch, usePagination, type InstantSearchProps } from 'react-instantsearch';
import type { Busqueda } from '../../../shared/contracts/website';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import page from '../../components/page.module.css';
import PageLinks from '../../components/PageLinks';
import { CARDS_PER_TASK, EAGER_CARDS, FIRST_CARDS, ProductGridLayout, SkeletonItems } from '../../components/ProductGrid';
import gridCss from '../../components/product-grid.module.css';
import { rangeText } from '../../lib/pagination';
import { useProgressiveCount } from '../../lib/progressive';
import { loadSearchClient } from '../../lib/search-client';
import { suspendOn } from '../../lib/suspend';
import CategoryFacet, { CATEGORY_ATTRIBUTE, FacetBox } from './CategoryFacet';
import HitCard from './HitCard';
import { availabilityKey, shopperParams, type SearchHit, type Shopper } from './search-hit';
import css from './search.module.css';
import SortSelect from './SortSelect';
import { fromUiState, readUrl, sameState, type SortIndices, toUiState, type UrlState, writeUrl } from './url-state';

export const RESULTS_PER_PAGE = 20;

/** The facet's column and the results' column (the order above the results). */
function ResultsColumns({ facet, sort, children }: { facet: ReactNode; sort: ReactNode; children: ReactNode }) {
  return (
    <div className={css.columns}>
      <div>{facet}</div>
      <div>
        <div className={css.sortRow}>{sort}</div>
        {children}
      </div>
    </div>
  );
}

/** The count's line and ten card skeletons, as the results will stand. */
function LoadingHits() {
  return (
    <>
      <p className={page.count}>
        <span className={page.skeletonInline} style={{ width: 200 }} />
      </p>
      <ProductGridLayout label="Cargando resultados" narrow>
        <SkeletonItems count={10} />
      </ProductGridLayout>
    </>
  );
}

/** The page before the first answer: the facet's box, the order's place, the count's line and skeleton cards. */
export function ResultsSkeleton() {
  return (
    <ResultsColumns facet={<FacetBox />} sort={<span className={`${page.skeleton} ${css.sortSkeleton}`} />}>
      <LoadingHits />
    </ResultsColumns>
  );
}

interface Props {
  busqueda: Busqueda;
  shopper: Shopper;
  userToken: string | null;
  q: string;
  zona: string;
}

function ResultsPagination() {
  const { currentRefinement, nbPages, refine } = usePagination();
  return (
    <PageLinks
      page={currentRefinement + 1}
      count={nbPages}
      onPage={(target) => {
        refine(target - 1);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    />
  );
}

function Hits({ shopper, q, zona }: Pick<Props, 'shopper' | 'q' | 'zona'>) {
  const { items, results } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: false });
  const { status, refresh } = useInstantSearch({ catchError: true });
  const first = !results || results.__isArtificial === true;
  // the first cards at once, the rest a step per task (lib/progressive.ts): one long task less (TBT)
  const shown = useProgressiveCount(first ? 0 : items.length, FIRST_CARDS, CARDS_PER_TASK);
  if (status === 'error') {
    return (
      <EmptyState
        titulo="No pudimos completar la búsqueda"
        texto="Revise su conexión e intente de nuevo."
        accion={{ label: 'Reintentar', onClick: refresh }}
      />
    );
  }
  if (first) return <LoadingHits />;
  if (results.nbHits === 0) {
    return (
      <EmptyState
        titulo={`No se encontraron resultados para «${q}»`}
        texto="Revise cómo lo escribió o pruebe con palabras más generales."
        accion={{ label: 'Ver todas las categorías', href: link('supermercado', { zona }) }}
      />
    );
  }
  return (
    <div aria-busy={status === 'loading' || status === 'stalled'} className={status === 'stalled' ? `${css.results} ${css.stalled}` : css.results}>
      <p className={page.count} aria-live="polite">
        {rangeText(results.page + 1, results.hitsPerPage, results.nbHits)}
      </p>
      <ProductGridLayout label={`Resultados para ${q}`} narrow>
        {items.slice(0, shown).map((hit, i) => (
          <div role="listitem" key={hit.objectID} className={gridCss.item}>
            <HitCard hit={hit} shopper={shopper} zona={zona} eager={i < EAGER_CARDS} />
          </div>
        ))}
      </ProductGridLayout>
      <ResultsPagination />
    </div>
  );
}

/** Back and forward (or any other change of the URL): its categories, order and page become the results'. */
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

/** The page parameter counts only while a pagination widget is mounted: this one always is. */
function PageState() {
  usePagination();
  return null;
}

export default function SearchResults({ busqueda, shopper, userToken, q, zona }: Props) {
  const client = suspendOn(loadSearchClient(busqueda));
  const [params, setParams] = useSearchParams();
  const url = readUrl(params);
  const key = availabilityKey(shopper);
  const sorts = useMemo(() => ({ indexName: busqueda.indexName, key }), [busqueda.indexName, key]);
  const urlKey = JSON.stringify(url);
  // read once per query (the component below keeps them in step with the URL afterwards)
  const initialUiState = useMemo(() => ({ [busqueda.indexName]: toUiState(JSON.parse(urlKey) as UrlState, sorts) }), [q]); // eslint-disable-line react-hooks/exhaustive-deps
  // a tick, an order or a page becomes a history entry with the new state in the URL
  const onStateChange = useCallback<NonNullable<InstantSearchProps['onStateChange']>>(
    ({ uiState, setUiState }) => {
      setUiState(uiState);
      const chosen = fromUiState(uiState[busqueda.indexName], sorts);
      if (sameState(chosen, JSON.parse(urlKey) as UrlState)) return;
      setParams((prev) => writeUrl(prev, chosen), { preventScrollReset: true });
    },
    [busqueda.indexName, sorts, urlKey, setParams],
  );
  return (
    <InstantSearch
      key={q}
      searchClient={client}
      indexName={busqueda.indexName}
      initialUiState={initialUiState}
      onStateChange={onStateChange}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <UrlToState url={url} sorts={sorts} />
      <PageState />
      <Configure query={q} hitsPerPage={RESULTS_PER_PAGE} {...shopperParams(shopper, userToken)} />
      <ResultsColumns facet={<CategoryFacet />} sort={<SortSelect sorts={sorts} />}>
        <Hits shopper={shopper} q={q} zona={zona} />
      </ResultsColumns>
    </InstantSearch>
  );
}
