/** 'Agregar' for a search hit: the cart keeps it as a search-index record and the search gets a conversion. */
import AddToCart from '../../components/AddToCart';
import { sendConversion } from '../../lib/insights';
import { ADDED_FROM_SEARCH, hitToProducto, type SearchHit, type Shopper } from './search-hit';

export default function HitAddToCart({ hit, shopper }: { hit: SearchHit; shopper: Shopper }) {
  return (
    <AddToCart
      producto={hitToProducto(hit, shopper)}
      tipo={2}
      dense
      onAdded={() => sendConversion([hit.objectID], ADDED_FROM_SEARCH, hit.__queryID)}
    />
  );
}
