/** The zone's offer banners, side by side from tablets up. */
import type { ImagenOferta } from '../../../shared/contracts/catalog-pages';
import ResponsiveImage from '../../components/ResponsiveImage';
import { useAdTracking } from '../../lib/ad-events';
import BannerLink from './BannerLink';
import css from './zone-home.module.css';

export default function OfferImages({ imagenes }: { imagenes: ImagenOferta[] }) {
  if (imagenes.length === 0) return null;
  return (
    <section aria-label="Ofertas destacadas" className={css.offers}>
      {imagenes.map((o, i) => (
        <Offer key={o.id} oferta={o} position={i} />
      ))}
    </section>
  );
}

function Offer({ oferta: o, position: i }: { oferta: ImagenOferta; position: number }) {
  const { viewRef, onClick: onAdClick } = useAdTracking('imagen-oferta', o.id);
  return (
    <div ref={viewRef} onClick={onAdClick} className={css.offer}>
      <BannerLink url={o.url} label={`Oferta ${i + 1}`}>
        <ResponsiveImage imagen={o.imagen} alt={`Oferta ${i + 1}`} sizes="(max-width: 599px) 100vw, 600px" eager={i === 0} />
      </BannerLink>
    </div>
  );
}
