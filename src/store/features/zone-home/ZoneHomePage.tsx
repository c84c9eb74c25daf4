/** Storefront of a zone for this phase: welcome hero, top-level categories and the zone's links. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useZoneStore } from '../../state/zone';
import CategoryGrid from './CategoryGrid';
import ZoneHero from './ZoneHero';
import ZoneLinkChips from './ZoneLinkChips';

export default function ZoneHomePage() {
  const zona = useZoneStore((s) => s.zona);
  if (!zona) return null;
  return (
    <Container maxWidth="lg">
      <ZoneHero zona={zona} />
      {zona.linkMenu.length > 0 && (
        <Box component="section" aria-labelledby="destacados-titulo" sx={{ mt: 4 }}>
          <Typography id="destacados-titulo" variant="h5" component="h2" sx={{ mb: 1.5 }}>
            Destacados en {zona.nombre}
          </Typography>
          <ZoneLinkChips links={zona.linkMenu} />
        </Box>
      )}
      <Box component="section" aria-labelledby="categorias-titulo" sx={{ mt: 4 }}>
        <Typography id="categorias-titulo" variant="h5" component="h2" sx={{ mb: 2 }}>
          Compra por categoría
        </Typography>
        <CategoryGrid />
      </Box>
    </Container>
  );
}
