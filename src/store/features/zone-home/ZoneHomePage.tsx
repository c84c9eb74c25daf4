/**
 * Storefront of a zone (GET /api/website/inicio/{zona}): sliders, advertising messages, a welcome band,
 * offer banners, featured groups, quick lists, products on offer for the caller's plan and the categories.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import ProductGrid from '../../components/ProductGrid';
import ProductRow from '../../components/ProductRow';
import { homeQuery } from '../../lib/catalog-queries';
import type { Zona } from '../../lib/types';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';
import AdMessages from './AdMessages';
import CategoryGrid from './CategoryGrid';
import FeaturedGroups from './FeaturedGroups';
import HomeSlider from './HomeSlider';
import OfferImages from './OfferImages';
import QuickListEntries from './QuickListEntries';
import SectionHeader from './SectionHeader';
import ZoneHero from './ZoneHero';
import PageTitle from '../../components/PageTitle';

function HomeSkeleton({ zona }: { zona: Zona }) {
  return (
    <>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 1', borderRadius: 5 }} />
      <ZoneHero zona={zona} />
      <Box>
        <Skeleton width={220} height={36} />
        <ProductRow productos={undefined} zona="" label="Cargando productos" />
      </Box>
    </>
  );
}

function HomeContent({ zona }: { zona: Zona }) {
  const plan = usePlan();
  const { data, isPending, isError } = useQuery(homeQuery(zona.slug, plan));
  if (isPending) return <HomeSkeleton zona={zona} />;
  if (isError || !data) {
    return (
      <>
        <ZoneHero zona={zona} />
        <Alert severity="error">No pudimos cargar las novedades de {zona.nombre}. Intente de nuevo en unos minutos.</Alert>
      </>
    );
  }

  const empty = data.slider.length === 0 && data.destacado.length === 0 && data.oferta.length === 0 && data.listaRapida.length === 0;
  return (
    <>
      <AdMessages mensajes={data.mensajePublicidad} />
      <HomeSlider sliders={data.slider} />
      <ZoneHero zona={zona} />
      <OfferImages imagenes={data.imagenOferta} />
      <FeaturedGroups destacados={data.destacado} zona={zona.slug} />
      <QuickListEntries listas={data.listaRapida} zona={zona.slug} />
      {data.oferta.length > 0 && (
        <Box component="section" aria-labelledby="ofertas-titulo">
          <SectionHeader id="ofertas-titulo" titulo="Ofertas para usted" />
          <ProductGrid productos={data.oferta} zona={zona.slug} label="Productos en oferta" />
        </Box>
      )}
      {empty && (
        <EmptyState
          titulo={`Muy pronto tendremos novedades en ${zona.nombre}`}
          texto="Mientras tanto, recorra nuestras categorías y encuentre todo para su mercado."
          accion={{ label: 'Ver categorías', href: link('supermercado', { zona: zona.slug }) }}
        />
      )}
    </>
  );
}

export default function ZoneHomePage() {
  const zona = useZoneStore((s) => s.zona);
  if (!zona) return null;
  return (
    <Container maxWidth="lg" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 3, md: 4 } }}>
      <PageTitle />
      <HomeContent zona={zona} />
      <Box component="section" aria-labelledby="categorias-titulo">
        <Typography id="categorias-titulo" variant="h5" component="h2" sx={{ mb: 2, fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          Compra por categoría
        </Typography>
        <CategoryGrid zona={zona.slug} />
      </Box>
    </Container>
  );
}
