/**
 * The results of `q` with react-instantsearch over the real algoliasearch lite client: always filtered to
 * what the shopper's zone sells to their plan, a category facet, 20 products a page with page links;
 * skeletons until the first answer, an empty state when nothing matches, an error state with
 * 'Reintentar' when the search fails. The ticked categories live in the URL (`categoria`, repeated), so
 * a reload, the back button and a shared link keep them.
 */
import { EAGER_CARDS } from '../../components/ProductGrid';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
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
import { shopperParams, type SearchHit, type Shopper } from './search-hit';

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

/** URL parameter of the ticked categories (one per category). */
export const CATEGORY_PARAM = 'categoria';

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Back and forward (or any other change of the URL): the categories of the URL become the ticked ones. */
function UrlToFacets({ fromUrlKey }: { fromUrlKey: string }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const current = useRef(indexUiState);
  useEffect(() => {
    current.current = indexUiState;
  });
  useEffect(() => {
    const fromUrl = fromUrlKey ? fromUrlKey.split('\u0000') : [];
    const ticked = current.current.refinementList?.[CATEGORY_ATTRIBUTE] ?? [];
    if (!sameList(ticked, fromUrl)) {
      setIndexUiState((state) => ({ ...state, page: undefined, refinementList: { ...state.refinementList, [CATEGORY_ATTRIBUTE]: fromUrl } }));
    }
  }, [fromUrlKey, setIndexUiState]);
  return null;
}

export default function SearchResults({ busqueda, shopper, userToken, q, zona }: Props) {
  const client = suspendOn(loadSearchClient(busqueda));
  const [params, setParams] = useSearchParams();
  const fromUrl = params.getAll(CATEGORY_PARAM);
  const fromUrlKey = fromUrl.join('\u0000');
  const initialUiState = { [busqueda.indexName]: fromUrl.length > 0 ? { refinementList: { [CATEGORY_ATTRIBUTE]: fromUrl } } : {} };
  // a tick or an untick becomes a history entry with the categories in the URL
  const onStateChange = useCallback<NonNullable<InstantSearchProps['onStateChange']>>(
    ({ uiState, setUiState }) => {
      setUiState(uiState);
      const chosen = uiState[busqueda.indexName]?.refinementList?.[CATEGORY_ATTRIBUTE] ?? [];
      if (sameList(chosen, fromUrlKey ? fromUrlKey.split('\u0000') : [])) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(CATEGORY_PARAM);
          for (const c of chosen) next.append(CATEGORY_PARAM, c);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [busqueda.indexName, fromUrlKey, setParams],
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
      <UrlToFacets fromUrlKey={fromUrlKey} />
      <Configure query={q} hitsPerPage={RESULTS_PER_PAGE} {...shopperParams(shopper, userToken)} />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CategoryFacet />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Hits shopper={shopper} q={q} zona={zona} />
        </Grid>
      </Grid>
    </InstantSearch>
  );
}
