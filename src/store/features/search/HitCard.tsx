/**
 * A search result as a product card (components/ProductCardView): image with the offer badge, highlighted
 * name and price, a link to the product that reports the click, and 'Agregar' below it.
 */
import { link } from '../../lib/links';
import ProductCardView from '../../components/ProductCardView';
import { sendClick } from '../../lib/insights';
import HighlightedName from './HighlightedName';
import HitAddToCart from './HitAddToCart';
import { hitImage, hitPrice, type SearchHit, type Shopper } from './search-hit';

export default function HitCard({ hit, shopper, zona, eager = false }: { hit: SearchHit; shopper: Shopper; zona: string; eager?: boolean }) {
  return (
    <ProductCardView
      nombre={hit.nombre}
      titulo={<HighlightedName hit={hit} />}
      href={link('productoSlug', { zona, slug: hit.slug, queryID: hit.__queryID })}
      onOpen={() => sendClick(hit.objectID, hit.__position ?? 1, hit.__queryID)}
      imagen={hitImage(hit)}
      eager={eager}
      precio={hitPrice(hit, shopper)}
      impuesto={hit.impuesto}
    >
      <HitAddToCart hit={hit} shopper={shopper} stackOnPhone />
    </ProductCardView>
  );
}
