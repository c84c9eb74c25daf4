/**
 * The results of `q` with react-instantsearch over the real algoliasearch lite client: always filtered to
 * what the shopper's zone sells to their plan, a category facet, 20 products a page with page links;
 * skeletons until the first answer, an empty state when nothing matches, an error state with
 * 'Reintentar' when the search fails, an order (relevance, price, name: the index's replicas). The ticked
 * categories, the order and the page live in the URL (url-state.ts), so a reload, the back button and a
 * shared link keep them.
 */
import { EAGER_CARDS } from '../../components/ProductGrid';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Configure, InstantSearch, useHits, useInstantSearch, usePagination, type InstantSearchProps } from 'react-instantsearch';
import type { Busqueda } from '../../../shared/contracts/website';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import { ProductCardSkeleton } from '../../components/ProductGrid';
import { rangeText } from '../../lib/pagination';
import { loadSearchClient } from '../../lib/search-client';
import { suspendOn } from '../../lib/suspend';
import CategoryFacet, { CATEGORY_ATTRIBUTE } from './CategoryFacet';
import HitCard from './HitCard';
import { availabilityKey, shopperParams, type SearchHit, type Shopper } from './search-hit';
import SortSelect from './SortSelect';
import { fromUiState, readUrl, sameState, type SortIndices, toUiState, type UrlState, writeUrl } from './url-state';

export const RESULTS_PER_PAGE = 20;

/** The facet takes a quarter of wide screens: one column fewer than the other listings. */
const COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };

function ResultsGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1.25, sm: 2 } }}>
      {children}
    </Box>
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
  if (nbPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        page={currentRefinement + 1}
        count={nbPages}
        color="primary"
        siblingCount={1}
        boundaryCount={1}
        getItemAriaLabel={(type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : `Ir a la página ${page}`
        }
        onChange={(_, page) => {
          refine(page - 1);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </Box>
  );
}

function Hits({ shopper, q, zona }: Pick<Props, 'shopper' | 'q' | 'zona'>) {
  const { items, results } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: false });
  const { status, refresh } = useInstantSearch({ catchError: true });
  const first = !results || results.__isArtificial === true;
  if (status === 'error') {
    return (
      <EmptyState
        titulo="No pudimos completar la búsqueda"
        texto="Revise su conexión e intente de nuevo."
        accion={{ label: 'Reintentar', onClick: refresh }}
      />
    );
  }
  if (first) {
    return (
      <ResultsGrid label="Cargando resultados">
        {Array.from({ length: 10 }, (_, i) => (
          <Box role="listitem" key={i}>
            <ProductCardSkeleton />
          </Box>
        ))}
      </ResultsGrid>
    );
  }
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
    <Box aria-busy={status === 'loading' || status === 'stalled'} sx={{ opacity: status === 'stalled' ? 0.6 : 1, transition: 'opacity .2s' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {rangeText(results.page + 1, results.hitsPerPage, results.nbHits)}
      </Typography>
      <ResultsGrid label={`Resultados para ${q}`}>
        {items.map((hit, i) => (
          <Box role="listitem" key={hit.objectID} sx={{ minWidth: 0 }}>
            <HitCard hit={hit} shopper={shopper} zona={zona} eager={i < EAGER_CARDS} />
          </Box>
        ))}
      </ResultsGrid>
      <ResultsPagination />
    </Box>
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
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CategoryFacet />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <SortSelect sorts={sorts} />
          </Box>
          <Hits shopper={shopper} q={q} zona={zona} />
        </Grid>
      </Grid>
    </InstantSearch>
  );
}
