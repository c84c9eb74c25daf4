/** Totals of a cart page and whether it reaches the plan's minimum purchase (shared rules, no I/O). */
import { compare } from '../../../shared/money';
import { cartTotals, minimumPurchase, type CartTotals } from '../../../shared/order-totals';
import type { UsuarioTipoNombre } from '../../../shared/enums';
import type { CartLine } from '../../state/cart';

export interface PageTotals {
  totales: CartTotals;
  /** Minimum purchase for the plan ("0.00" for PRIME). */
  minimo: string;
  minimoAlcanzado: boolean;
}

/** Lines no longer sold (no price) count for nothing. */
export function pageTotals(lines: readonly CartLine[], minimoCompra: string, plan: UsuarioTipoNombre): PageTotals {
  const priced = lines.flatMap((l) =>
    l.item.precio ? [{ precio: l.item.precio.precio, oferta: l.item.precio.oferta, impuesto: l.item.impuesto, cantidad: l.cantidad }] : [],
  );
  const totales = cartTotals(priced);
  const minimo = minimumPurchase(minimoCompra, plan);
  return { totales, minimo, minimoAlcanzado: compare(totales.productos, minimo) >= 0 };
}
