/** The zone's offer banners, side by side from tablets up. */
import Box from '@mui/material/Box';
import type { ImagenOferta } from '../../../shared/contracts/catalog-pages';
import ResponsiveImage from '../../components/ResponsiveImage';
import { useAdTracking } from '../../lib/ad-events';
import BannerLink from './BannerLink';

export default function OfferImages({ imagenes }: { imagenes: ImagenOferta[] }) {
  if (imagenes.length === 0) return null;
  return (
    <Box component="section" aria-label="Ofertas destacadas" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {imagenes.map((o, i) => (
        <Offer key={o.id} oferta={o} position={i} />
      ))}
    </Box>
  );
}

function Offer({ oferta: o, position: i }: { oferta: ImagenOferta; position: number }) {
  const { viewRef, onClick: onAdClick } = useAdTracking('imagen-oferta', o.id);
  return (
    <Box ref={viewRef} onClick={onAdClick} sx={{ borderRadius: 4, overflow: 'hidden', transition: 'transform .3s', '&:hover': { transform: 'scale(1.01)' } }}>
      <BannerLink url={o.url} label={`Oferta ${i + 1}`}>
        <ResponsiveImage imagen={o.imagen} alt={`Oferta ${i + 1}`} sizes="(max-width: 599px) 100vw, 600px" eager={i === 0} />
      </BannerLink>
    </Box>
  );
}
