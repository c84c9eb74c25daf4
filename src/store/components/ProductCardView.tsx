/**
 * The look of every product card (listings and search results), in plain elements and static classes
 * (product-card.module.css): image with the offer badge, name and price inside one link to the product,
 * and the 'Agregar' form below it (outside the link, so choosing a quantity never opens the product).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PrecioTarjeta } from '../../shared/contracts/catalog-pages';
import { offerPercent } from '../../shared/money';
import { CARD_IMAGE_SIZES, srcSet, type ImagenProcesada } from '../lib/images';
import { PlainIcon } from './PlainIcon';
import PriceTag from './PriceTag';
import css from './product-card.module.css';

interface Props {
  /** The product's name, the card's accessible name. */
  nombre: string;
  /** What the heading shows (the name, or the name with the search's highlights). */
  titulo?: ReactNode;
  href: string;
  onOpen?: () => void;
  imagen: ImagenProcesada | null;
  /** One of the first cards of a page, above the fold on a phone: its image is the page's LCP. */
  eager?: boolean;
  precio: PrecioTarjeta | null;
  impuesto: string;
  /** Extra line under the price (a quick list's suggested quantity). */
  footer?: ReactNode;
  /** The 'Agregar' form. */
  children: ReactNode;
}

export default function ProductCardView({ nombre, titulo, href, onOpen, imagen, eager = false, precio, impuesto, footer, children }: Props) {
  const off = precio ? offerPercent(precio.precio, precio.oferta) : 0;
  return (
    <article aria-label={nombre} className={css.card}>
      <Link to={href} onClick={onOpen} className={css.link}>
        <div className={css.media}>
          {imagen ? (
            <img
              src={imagen.sizes.md}
              srcSet={srcSet(imagen)}
              sizes={CARD_IMAGE_SIZES}
              width={imagen.width}
              height={imagen.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              decoding={eager ? 'sync' : 'async'}
              className={css.image}
            />
          ) : (
            <PlainIcon name="basket" className={css.placeholder} />
          )}
          {off > 0 && <span className={css.badge}>Oferta -{off}%</span>}
        </div>
        <h3 className={css.name}>{titulo ?? nombre}</h3>
        <div className={css.bottom}>
          {precio && <PriceTag precio={precio} impuesto={impuesto} hideBadge />}
          {footer}
        </div>
      </Link>
      <div className={css.actions}>{children}</div>
    </article>
  );
}
