/**
 * /{zona}/buscar?q=: what the shopper searched for, sellable in their zone for their plan. The query
 * comes from the URL (the search box navigates here), so each search is a page of its own in the history.
 */
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { useResolve } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { normalizeQuery, queryError } from './search-query';
import SearchResults from './SearchResults';
import { useShopper, useUserToken } from './use-shopper';
import PageTitle from '../../components/PageTitle';

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
    <Container maxWidth="lg" sx={{ minHeight: '100vh' }}>
      <PageTitle titulo={problem ? 'Buscar' : `Resultados para «${q}»`} />
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Búsqueda' }]} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 2, overflowWrap: 'anywhere' }}>
        {problem ? 'Buscar productos' : `Resultados para «${q}»`}
      </Typography>
      {problem ? (
        <EmptyState titulo={problem} texto="Use el buscador de arriba: entre 3 y 40 caracteres." />
      ) : busqueda && shopper ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ borderRadius: 3 }} />}>
          <SearchResults busqueda={busqueda} shopper={shopper} userToken={userToken} q={q} zona={zona.slug} />
        </Suspense>
      ) : (
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: 3 }} />
      )}
    </Container>
  );
}
