/**
 * The results of `q` with react-instantsearch over the real algoliasearch lite client: always filtered to
 * what the shopper's zone sells to their plan, a category facet, 20 products a page with page links;
 * skeletons until the first answer, an empty state when nothing matches.
 */
import { EAGER_CARDS } from '../../components/ProductGrid';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { use, type ReactNode } from 'react';
import { Configure, InstantSearch, useHits, useInstantSearch, usePagination } from 'react-instantsearch';
import type { Busqueda } from '../../../shared/contracts/website';
import { link } from '../../app/links';
import EmptyState from '../../components/EmptyState';
import { ProductCardSkeleton } from '../../components/ProductGrid';
import { rangeText } from '../../lib/pagination';
import { loadSearchClient } from '../../lib/search-client';
import CategoryFacet from './CategoryFacet';
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
  const { status } = useInstantSearch();
  const first = !results || results.__isArtificial === true;
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

export default function SearchResults({ busqueda, shopper, userToken, q, zona }: Props) {
  const client = use(loadSearchClient(busqueda));
  return (
    <InstantSearch key={q} searchClient={client} indexName={busqueda.indexName} future={{ preserveSharedStateOnUnmount: true }}>
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
