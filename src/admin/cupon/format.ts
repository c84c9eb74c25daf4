import type { CuponFila } from '../../shared/contracts/admin-coupons';
import { formatAmount, formatMoney } from '../../shared/money';

/** '10 %' or '$ 3,00'. */
export function discountLabel(c: Pick<CuponFila, 'valor' | 'porcentaje'>): string {
  return c.porcentaje ? `${formatAmount(c.valor).replace(/,00$/, '')} %` : formatMoney(c.valor, '$');
}
