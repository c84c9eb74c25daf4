/**
 * A product's price for the caller's plan in the display currency: offer badge and the regular price
 * struck through when on offer, 'IVA Incluido' when taxed, and the minimum of wholesale sale modes.
 * The currency comes from the store, so switching it re-renders at once without asking the server.
 * Plain elements (product-card.module.css): every card of a listing shows one.
 */
import type { PrecioTarjeta } from '../../shared/contracts/catalog-pages';
import { minimumText, priceView } from '../lib/price-view';
import type { Moneda } from '../lib/types';
import { useListMoneda, useMoneda } from '../lib/use-website';
import css from './product-card.module.css';

interface Props {
  precio: PrecioTarjeta;
  impuesto: string;
  size?: 'small' | 'large';
  /** The offer badge sits on the card's image instead. */
  hideBadge?: boolean;
}

/** In a list of cards, the list's currency (ListMonedaProvider); elsewhere its own. */
export default function PriceTag(props: Props) {
  const moneda = useListMoneda();
  return moneda === undefined ? <OwnMoneda {...props} /> : <PriceLines {...props} moneda={moneda} />;
}

function OwnMoneda(props: Props) {
  const { moneda } = useMoneda();
  return <PriceLines {...props} moneda={moneda} />;
}

function PriceLines({ precio, impuesto, size = 'small', hideBadge = false, moneda }: Props & { moneda: Moneda | null }) {
  const view = priceView(precio, impuesto, moneda);
  return (
    <div data-testid="precio" className={size === 'large' ? `${css.price} ${css.large}` : css.price}>
      <div className={css.priceLine}>
        <span data-testid="precio-actual" className={view.regular ? `${css.current} ${css.onOffer}` : css.current}>
          {view.actual}
        </span>
        {view.regular && (
          <s className={css.regular} aria-label={`Antes ${view.regular}`}>
            {view.regular}
          </s>
        )}
        {view.regular && !hideBadge && <span className={css.badge}>Oferta -{view.ofertaPorcentaje}%</span>}
      </div>
      <div className={css.notes}>
        {view.ivaIncluido && <span>IVA Incluido</span>}
        {view.minimo && <span className={css.minimum}>{minimumText(view.minimo)}</span>}
      </div>
    </div>
  );
}
