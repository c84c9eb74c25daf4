/** /{zona}/supermercado: every category with its sub-categories and most popular products. */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import CategoryThumb from '../../components/CategoryThumb';
import EmptyState from '../../components/EmptyState';
import LinkBehavior from '../../components/LinkBehavior';
import ProductRow from '../../components/ProductRow';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { supermarketQuery } from '../../lib/catalog-queries';
import { useListingParams } from './use-listing-params';

export default function SupermarketPage() {
  const { zona, plan } = useListingParams();
  const { data, isPending } = useQuery({ ...supermarketQuery(zona?.slug ?? '', plan), enabled: zona !== null });
  if (!zona) return null;
  const categorias = (data?.categoria ?? []).filter((c) => c.total > 0);

  return (
    <Container maxWidth="lg">
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Supermercado' }]} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 3 }}>
        Supermercado
      </Typography>
      {isPending &&
        Array.from({ length: 2 }, (_, i) => (
          <Box key={i} sx={{ mb: 4 }}>
            <Skeleton width={240} height={40} />
            <ProductRow productos={undefined} zona={zona.slug} label="Cargando productos" />
          </Box>
        ))}
      {data && categorias.length === 0 && (
        <EmptyState titulo={`Por ahora no hay productos disponibles en ${zona.nombre}`} texto="Estamos reponiendo nuestros anaqueles. Vuelva pronto." />
      )}
      <Stack spacing={{ xs: 4, md: 5 }}>
        {categorias.map((c) => {
          const href = link('categoriaSlug', { zona: zona.slug, slug: c.slug });
          return (
            <Box key={c.id} component="section" aria-labelledby={`categoria-${c.id}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                <CategoryThumb categoria={c} size={44} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography id={`categoria-${c.id}`} variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.45rem' } }}>
                    {c.nombre}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {c.total} {c.total === 1 ? 'producto' : 'productos'}
                  </Typography>
                </Box>
                <Button href={href} endIcon={<ArrowForward />} aria-label={`Ver todo ${c.nombre}`} sx={{ flexShrink: 0 }}>
                  Ver todo
                </Button>
              </Box>
              {c.subcategoria.length > 0 && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: 'auto', pb: 1, mb: 1 }}>
                  {c.subcategoria.map((s) => (
                    <Chip key={s.id} label={s.nombre} clickable variant="outlined" component={LinkBehavior} href={link('subcategoriaSlug', { zona: zona.slug, slug: c.slug, sub: s.slug })} />
                  ))}
                </Stack>
              )}
              <ProductRow productos={c.producto} zona={zona.slug} label={c.nombre} />
            </Box>
          );
        })}
      </Stack>
    </Container>
  );
}
