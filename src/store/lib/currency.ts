/** Which currency prices are shown in: the chosen one, else the default, else the system one. */
import { convert, formatAmount, type Amount } from '../../shared/money';
import type { Moneda } from './types';

export function pickMoneda(monedas: readonly Moneda[], chosenId: number | null): Moneda | null {
  return (
    monedas.find((m) => m.id === chosenId) ?? monedas.find((m) => m.default) ?? monedas.find((m) => m.sistema) ?? monedas[0] ?? null
  );
}

/** A system-currency (USD) amount shown in the given currency: "Bs. 1.229,35". */
export function displayPrice(amountUsd: Amount, moneda: Moneda | null): string {
  if (!moneda) return shownMoney(amountUsd, '$');
  return shownMoney(convert(amountUsd, moneda), moneda.simbolo);
}

/** Non-breaking space: a price never wraps between its symbol and its amount. */
export const NBSP = '\u00a0';

/** formatMoney as the storefront renders it: "Bs.\u00a01.229,35", symbol and amount on one line. */
export function shownMoney(value: Amount | null | undefined, simbolo: string): string {
  return `${simbolo}${NBSP}${formatAmount(value)}`;
}
