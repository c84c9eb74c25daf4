/**
 * /{zona}/producto/{slug}[?queryID=]: big image, price block, category path, tags, description and
 * related products. A product the caller cannot buy in the zone is a 404 from the API (error page).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ProductoDetalle } from '../../../shared/contracts/catalog-pages';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import ProductRow from '../../components/ProductRow';
import TrailBreadcrumbs, { type Crumb } from '../../components/TrailBreadcrumbs';
import { productQuery } from '../../lib/catalog-queries';
import type { Zona } from '../../lib/types';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';
import ProductBuyBox from './ProductBuyBox';
import ProductGallery from './ProductGallery';
import PageTitle from '../../components/PageTitle';

function categoryCrumbs(zona: string, migas: ProductoDetalle['producto']['migas']): Crumb[] {
  const [top, sub] = migas;
  const crumbs: Crumb[] = [];
  if (top) crumbs.push({ label: top.nombre, href: link('categoriaSlug', { zona, slug: top.slug }) });
  if (top && sub) crumbs.push({ label: sub.nombre, href: link('subcategoriaSlug', { zona, slug: top.slug, sub: sub.slug }) });
  return crumbs;
}

function ProductSkeleton() {
  return (
    <Grid container spacing={{ xs: 2, md: 4 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 4 }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton height={56} />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2, borderRadius: 4 }} />
      </Grid>
    </Grid>
  );
}

function ProductDetail({ data, zona }: { data: ProductoDetalle; zona: Zona }) {
  const p = data.producto;
  const migas = categoryCrumbs(zona.slug, p.migas);
  return (
    <>
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, ...migas, { label: p.nombre }]} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery imagenes={p.imagenes.length > 0 ? p.imagenes : p.imagen ? [p.imagen] : []} nombre={p.nombre} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box>
            {p.marca && (
              <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1.5 }}>
                {p.marca}
              </Typography>
            )}
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {p.nombre}
            </Typography>
          </Box>
          <ProductBuyBox producto={p} />
          {migas.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Categoría:{' '}
              {migas.map((m, i) => (
                <span key={m.label}>
                  {i > 0 && ' › '}
                  <Box component={LinkBehavior} href={m.href!} sx={{ color: 'primary.dark', fontWeight: 600 }}>
                    {m.label}
                  </Box>
                </span>
              ))}
            </Typography>
          )}
          {p.etiqueta.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Etiquetas">
              {p.etiqueta.map((e) => (
                <Chip key={e.id} label={e.nombre} size="small" clickable variant="outlined" color="primary" component={LinkBehavior} href={link('etiqueta', { zona: zona.slug, slug: e.slug })} />
              ))}
            </Stack>
          )}
          {p.descripcion && (
            <Box component="section" aria-labelledby="descripcion-titulo">
              <Typography id="descripcion-titulo" variant="h6" component="h2" sx={{ mb: 0.5 }}>
                Descripción
              </Typography>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {p.descripcion}
              </Typography>
            </Box>
          )}
        </Grid>
      </Grid>
      {data.relacionado.length > 0 && (
        <Box component="section" aria-labelledby="relacionados-titulo" sx={{ mt: { xs: 4, md: 6 } }}>
          <Typography id="relacionados-titulo" variant="h5" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
            También le puede interesar
          </Typography>
          <ProductRow productos={data.relacionado} zona={zona.slug} label="Productos relacionados" />
        </Box>
      )}
    </>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const zona = useZoneStore((s) => s.zona);
  const plan = usePlan();
  const { data } = useQuery({ ...productQuery(zona?.slug ?? '', plan, slug), enabled: zona !== null });
  if (!zona) return null;
  return (
    <Container maxWidth="lg">
      <PageTitle titulo={data?.producto.nombre ?? null} />
      {data ? <ProductDetail data={data} zona={zona} /> : <ProductSkeleton />}
    </Container>
  );
}
