/** /{zona}/lista-rapida/{slug}: a quick list's products with the suggested quantity of each and the total. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import ProductCard from '../../components/ProductCard';
import { ProductCardSkeleton, ProductGridLayout } from '../../components/ProductGrid';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { quickListQuery } from '../../lib/catalog-queries';
import { itemsTotal } from '../../lib/price-view';
import { usePlan } from '../../lib/use-plan';
import { useMoneda } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import AddListButton from './AddListButton';

export default function QuickListPage() {
  const { slug = '' } = useParams();
  const zona = useZoneStore((s) => s.zona);
  const plan = usePlan();
  const { moneda } = useMoneda();
  const { data } = useQuery({ ...quickListQuery(zona?.slug ?? '', plan, slug), enabled: zona !== null });
  if (!zona) return null;
  const items = data?.producto ?? [];

  return (
    <Container maxWidth="lg">
      <TrailBreadcrumbs
        items={[
          { label: zona.nombre, href: link('zona', { zona: zona.slug }) },
          { label: 'Listas rápidas', href: link('listasRapidas', { zona: zona.slug }) },
          { label: data?.listaRapida.nombre ?? 'Lista' },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', mb: 3 }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {data ? data.listaRapida.nombre : <Skeleton width={260} />}
          </Typography>
          <Typography color="text.secondary">{data ? data.listaRapida.descripcion : <Skeleton width={320} />}</Typography>
        </Box>
        {items.length > 0 && (
          <Paper sx={{ px: 2.5, py: 1.5, bgcolor: '#e4f3e3', border: '1px solid #c9e5c6' }} elevation={0}>
            <Typography variant="body2" color="text.secondary">
              {items.length} {items.length === 1 ? 'producto' : 'productos'} · total estimado
            </Typography>
            <Typography data-testid="total-lista" sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
              {itemsTotal(items, moneda)}
            </Typography>
            <AddListButton zona={zona.slug} items={items} />
          </Paper>
        )}
      </Box>
      {data && items.length === 0 ? (
        <EmptyState
          titulo="Los productos de esta lista no están disponibles por ahora"
          accion={{ label: 'Ver otras listas', href: link('listasRapidas', { zona: zona.slug }) }}
        />
      ) : (
        <ProductGridLayout label="Productos de la lista">
          {data
            ? items.map((item) => (
                <Box role="listitem" key={item.producto.id} sx={{ minWidth: 0 }}>
                  <ProductCard
                    producto={item.producto}
                    zona={zona.slug}
                    footer={
                      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700, color: 'primary.dark' }}>
                        Cantidad sugerida: {item.cantidad}
                      </Typography>
                    }
                  />
                </Box>
              ))
            : Array.from({ length: 8 }, (_, i) => <ProductCardSkeleton key={i} />)}
        </ProductGridLayout>
      )}
    </Container>
  );
}
