/**
 * The results page below its title, drawn from ResultsData alone (results.ts): the category facet, the
 * order, the count, 20 product cards a page and the page links; skeletons until the first answer, an empty
 * state when nothing matches, an error state with 'Reintentar' when the search failed. Plain elements
 * (search.module.css); the skeleton is the same layout as the results, so nothing moves when they arrive
 * (CLS, issue 8).
 */
import type { ReactNode } from 'react';
import EmptyState from '../../components/EmptyState';
import page from '../../components/page.module.css';
import PageLinks from '../../components/PageLinks';
import { CARDS_PER_TASK, EAGER_CARDS, FIRST_CARDS, ProductGridLayout, SkeletonItems } from '../../components/ProductGrid';
import gridCss from '../../components/product-grid.module.css';
import { link } from '../../lib/links';
import { rangeText } from '../../lib/pagination';
import { useProgressiveCount } from '../../lib/progressive';
import { FacetBox } from './CategoryFacet';
import HitCard from './HitCard';
import type { ResultsData, ResultsStatus } from './results';
import type { Shopper } from './search-hit';
import css from './search.module.css';

/** The facet's column and the results' column (the order above the results). */
export function ResultsColumns({ facet, sort, children }: { facet: ReactNode; sort: ReactNode; children: ReactNode }) {
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

/** The order's place before there is an order to show. */
export function SortSkeleton() {
  return <span className={`${page.skeleton} ${css.sortSkeleton}`} />;
}

/** The page before the first answer: the facet's box, the order's place, the count's line and skeleton cards. */
export function ResultsSkeleton() {
  return (
    <ResultsColumns facet={<FacetBox />} sort={<SortSkeleton />}>
      <LoadingHits />
    </ResultsColumns>
  );
}

interface HitsProps {
  data: ResultsData | null;
  status: ResultsStatus;
  onRetry: () => void;
  /** `target`: 1-based. */
  onPage: (target: number) => void;
  shopper: Shopper;
  q: string;
  zona: string;
}

/** The count, the cards (the first ones at once, the rest a step per task: TBT) and the page links. */
export function ResultsHits({ data, status, onRetry, onPage, shopper, q, zona }: HitsProps) {
  const shown = useProgressiveCount(data?.hits.length ?? 0, FIRST_CARDS, CARDS_PER_TASK);
  if (status === 'error') {
    return <EmptyState titulo="No pudimos completar la búsqueda" texto="Revise su conexión e intente de nuevo." accion={{ label: 'Reintentar', onClick: onRetry }} />;
  }
  if (!data) return <LoadingHits />;
  if (data.nbHits === 0) {
    return (
      <EmptyState
        titulo={`No se encontraron resultados para «${q}»`}
        texto="Revise cómo lo escribió o pruebe con palabras más generales."
        accion={{ label: 'Ver todas las categorías', href: link('supermercado', { zona }) }}
      />
    );
  }
  const busy = status === 'loading' || status === 'stalled';
  return (
    <div aria-busy={busy} className={status === 'stalled' ? `${css.results} ${css.stalled}` : css.results}>
      <p className={page.count} aria-live="polite">
        {rangeText(data.page + 1, data.hitsPerPage, data.nbHits)}
      </p>
      <ProductGridLayout label={`Resultados para ${q}`} narrow>
        {data.hits.slice(0, shown).map((hit, i) => (
          <div role="listitem" key={hit.objectID} className={gridCss.item}>
            <HitCard hit={hit} shopper={shopper} zona={zona} eager={i < EAGER_CARDS} />
          </div>
        ))}
      </ProductGridLayout>
      <PageLinks page={data.page + 1} count={data.nbPages} onPage={onPage} />
    </div>
  );
}
