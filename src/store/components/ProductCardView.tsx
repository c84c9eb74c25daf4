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

/** MUI's ShoppingBasket icon, for products without a picture. */
const BASKET =
  'm17.21 9-4.38-6.56c-.19-.28-.51-.42-.83-.42-.32 0-.64.14-.83.43L6.79 9H2c-.55 0-1 .45-1 1 0 .09.01.18.04.27l2.54 9.27c.23.84 1 1.46 1.92 1.46h13c.92 0 1.69-.62 1.93-1.46l2.54-9.27L23 10c0-.55-.45-1-1-1zM9 9l3-4.4L15 9zm3 8c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2';

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
            <svg viewBox="0 0 24 24" aria-hidden="true" className={css.placeholder}>
              <path d={BASKET} />
            </svg>
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
