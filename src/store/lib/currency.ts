/** Which currency prices are shown in: the chosen one, else the default, else the system one. */
import { convert, formatMoney, type Amount } from '../../shared/money';
import type { Moneda } from './types';

export function pickMoneda(monedas: readonly Moneda[], chosenId: number | null): Moneda | null {
  return (
    monedas.find((m) => m.id === chosenId) ?? monedas.find((m) => m.default) ?? monedas.find((m) => m.sistema) ?? monedas[0] ?? null
  );
}

/** A system-currency (USD) amount shown in the given currency: "Bs. 1.229,35". */
export function displayPrice(amountUsd: Amount, moneda: Moneda | null): string {
  if (!moneda) return formatMoney(amountUsd, '$');
  return formatMoney(convert(amountUsd, moneda), moneda.simbolo);
}
