/** 'Agregar' for a search hit: the cart keeps it as a search-index record and the search gets a conversion. */
import AddToCart from '../../components/AddToCart';
import { sendConversion } from '../../lib/insights';
import { ADDED_FROM_SEARCH, hitToProducto, type SearchHit, type Shopper } from './search-hit';

export default function HitAddToCart({ hit, shopper, stackOnPhone = false }: { hit: SearchHit; shopper: Shopper; stackOnPhone?: boolean }) {
  return (
    <AddToCart
      producto={hitToProducto(hit, shopper)}
      tipo={2}
      dense
      stackOnPhone={stackOnPhone}
      onAdded={() => sendConversion([hit.objectID], ADDED_FROM_SEARCH, hit.__queryID)}
    />
  );
}
