/**
 * The price block of a product: price for the caller's plan in the display currency, availability and
 * the 'Agregar' form with what the chosen quantity costs. Plain elements (product-page.module.css).
 */
import { useState } from 'react';
import type { ProductoTarjeta } from '../../../shared/contracts/catalog-pages';
import { isPositive } from '../../../shared/money';
import { defaultQuantity, quantityOptions } from '../../../shared/quantity';
import AddToCart from '../../components/AddToCart';
import { PlainIcon } from '../../components/PlainIcon';
import PriceTag from '../../components/PriceTag';
import { toProductoCarrito } from '../../lib/cart-product';
import { lineTotal } from '../../lib/price-view';
import { useMoneda } from '../../lib/use-website';
import css from './product-page.module.css';
import { saleRules } from './sale-rules';

export default function ProductBuyBox({ producto }: { producto: ProductoTarjeta }) {
  const { moneda } = useMoneda();
  const modalidad = producto.precio.modalidadVenta;
  const existencia = producto.inventario[0]?.existencia ?? 0;
  const options = quantityOptions(modalidad, existencia).filter((q) => q > 0);
  const [cantidad, setCantidad] = useState(() => defaultQuantity(modalidad));
  const chosen = options.includes(cantidad) ? cantidad : (options[0] ?? 0);

  return (
    <div className={css.buyBox}>
      <PriceTag precio={producto.precio} impuesto={producto.impuesto} size="large" />
      {!isPositive(producto.impuesto) && <p className={css.exempt}>Exento de IVA</p>}
      <p className={css.stock}>
        <PlainIcon name="checkCircle" size={20} />
        {existencia > 0 ? `Disponible: ${existencia} ${existencia === 1 ? 'unidad' : 'unidades'}` : 'Agotado'}
      </p>
      {options.length > 0 && (
        <div data-testid="barra-agregar" className={css.addBar}>
          <AddToCart producto={toProductoCarrito(producto)} tipo={1} onQuantityChange={setCantidad} />
          <p className={css.body2} aria-live="polite">
            Total por {chosen} {chosen === 1 ? 'unidad' : 'unidades'}: <strong data-testid="total-cantidad">{lineTotal(producto.precio, producto.impuesto, chosen, moneda)}</strong>
          </p>
        </div>
      )}
      {saleRules(modalidad).map((rule) => (
        <p key={rule} className={css.secondary}>
          {rule}
        </p>
      ))}
    </div>
  );
}
