/** /{zona}/lista-rapida: the zone's quick lists, ready-made baskets for common occasions. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import LinkBehavior from '../../components/LinkBehavior';
import QuickListCover from '../../components/QuickListCover';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { quickListsQuery } from '../../lib/catalog-queries';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

export default function QuickListsPage() {
  const zona = useZoneStore((s) => s.zona);
  const plan = usePlan();
  const { data, isPending } = useQuery({ ...quickListsQuery(zona?.slug ?? '', plan), enabled: zona !== null });
  if (!zona) return null;
  const listas = data?.listaRapida ?? [];

  return (
    <Container maxWidth="lg">
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Listas rápidas' }]} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 0.5 }}>
        Listas rápidas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        Canastas armadas para cada ocasión, con las cantidades que sugerimos. Elija una y revise sus productos.
      </Typography>
      {isPending && (
        <Box sx={GRID}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={240} sx={{ borderRadius: 4 }} />
          ))}
        </Box>
      )}
      {data && listas.length === 0 && <EmptyState titulo="Todavía no hay listas rápidas en esta zona" accion={{ label: 'Ver categorías', href: link('supermercado', { zona: zona.slug }) }} />}
      <Box sx={GRID}>
        {listas.map((l) => (
          <Card key={l.id}>
            <CardActionArea component={LinkBehavior} href={link('listaRapida', { zona: zona.slug, slug: l.slug })} sx={{ height: '100%' }}>
              <QuickListCover imagen={l.imagen} ratio="3 / 1" sizes="(max-width: 599px) 100vw, 380px" />
              <Box sx={{ p: 2 }}>
                <Typography component="h2" variant="h6">
                  {l.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {l.descripcion}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
