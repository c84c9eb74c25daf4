/**
 * /{zona}/buscar?q=: what the shopper searched for, sellable in their zone for their plan. The query
 * comes from the URL (the search box navigates here), so each search is a page of its own in the history.
 * Plain elements (search.module.css); the search library starts downloading with this page's code, not
 * after resolve has answered (lib/search-client.ts).
 */
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import page from '../../components/page.module.css';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { useResolve } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { normalizeQuery, queryError } from './search-query';
import { preloadSearchLibrary } from '../../lib/search-client';
import css from './search.module.css';
import SearchResults, { ResultsSkeleton } from './SearchResults';
import { useShopper, useUserToken } from './use-shopper';
import PageTitle from '../../components/PageTitle';

preloadSearchLibrary();

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = normalizeQuery(params.get('q') ?? '');
  const zona = useZoneStore((s) => s.zona);
  const busqueda = useResolve().data?.busqueda ?? null;
  const shopper = useShopper();
  const userToken = useUserToken();
  if (!zona) return null;
  const problem = queryError(q);

  return (
    // at least a screen tall, so the footer does not jump down when the results arrive (CLS)
    <div className={`${page.container} ${css.page}`}>
      <PageTitle titulo={problem ? 'Buscar' : `Resultados para «${q}»`} />
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Búsqueda' }]} />
      <h1 className={css.title}>{problem ? 'Buscar productos' : `Resultados para «${q}»`}</h1>
      {problem ? (
        <EmptyState titulo={problem} texto="Use el buscador de arriba: entre 3 y 40 caracteres." />
      ) : busqueda && shopper ? (
        <Suspense fallback={<ResultsSkeleton />}>
          <SearchResults busqueda={busqueda} shopper={shopper} userToken={userToken} q={q} zona={zona.slug} />
        </Suspense>
      ) : (
        <ResultsSkeleton />
      )}
    </div>
  );
}
