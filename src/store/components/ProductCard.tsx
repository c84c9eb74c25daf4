/** The product card of every listing (ProductCardView) for a catalog product, with its 'Agregar' form. */
import { memo, type ReactNode } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { link } from '../lib/links';
import { toProductoCarrito } from '../lib/cart-product';
import AddToCart from './AddToCart';
import ProductCardView from './ProductCardView';

interface Props {
  producto: ProductoTarjeta;
  zona: string;
  /** Extra line under the price (a quick list's suggested quantity). */
  footer?: ReactNode;
  /** One of the first cards of a listing page, above the fold on a phone: its image is the page's LCP. */
  eager?: boolean;
}

function ProductCard({ producto, zona, footer, eager = false }: Props) {
  return (
    <ProductCardView
      nombre={producto.nombre}
      href={link('productoSlug', { zona, slug: producto.slug })}
      imagen={producto.imagen}
      eager={eager}
      precio={producto.precio}
      impuesto={producto.impuesto}
      footer={footer}
    >
      <AddToCart producto={toProductoCarrito(producto)} tipo={1} dense stackOnPhone />
    </ProductCardView>
  );
}

/** A listing re-renders as its cards arrive (lib/progressive.ts); the cards already shown stay as they are. */
export default memo(ProductCard);
