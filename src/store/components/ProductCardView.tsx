/**
 * The look of every product card (listings and search results), in plain elements and static classes
 * (product-card.module.css): image with the offer badge, name and price inside one link to the product,
 * and the 'Agregar' form below it (outside the link, so choosing a quantity never opens the product).
 */
import type { MouseEvent, ReactNode } from 'react';
import type { PrecioTarjeta } from '../../shared/contracts/catalog-pages';
import { offerPercent } from '../../shared/money';
import { CARD_IMAGE_SIZES, srcSet, type ImagenProcesada } from '../lib/images';
import { navigateTo } from '../lib/navigation';
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

/**
 * A plain click on a card's link opens the product through the router (no page load); a click with a
 * modifier key or another button stays the browser's (a new tab). A plain anchor instead of the router's
 * Link: a Link is a score of hooks, and a listing holds dozens of cards (issue 8, blocking time).
 */
function openInApp(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigateTo(href);
}

export default function ProductCardView({ nombre, titulo, href, onOpen, imagen, eager = false, precio, impuesto, footer, children }: Props) {
  const off = precio ? offerPercent(precio.precio, precio.oferta) : 0;
  return (
    <article aria-label={nombre} className={css.card}>
      <a
        href={href}
        onClick={(event) => {
          onOpen?.();
          openInApp(event, href);
        }}
        className={css.link}
      >
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
      </a>
      <div className={css.actions}>{children}</div>
    </article>
  );
}
