/**
 * Money rules of spec sections 5 and 9, shared by the server and both UIs so the total a shopper
 * sees is the total charged. Amounts travel as strings or numbers and are computed with big.js
 * (never binary floats); results are rounded half-up to 2 decimals.
 */
import Big from 'big.js';

export type Amount = string | number | Big;

const ROUND_HALF_UP = 1;

function big(value: Amount | null | undefined): Big {
  if (value === null || value === undefined || value === '') return new Big(0);
  try {
    return new Big(value);
  } catch {
    return new Big(0);
  }
}

/** Half-up to 2 decimals, as a fixed-point string ("12.30"). */
export function round2(value: Amount | null | undefined): string {
  return big(value).round(2, ROUND_HALF_UP).toFixed(2);
}

export function add(...values: Amount[]): string {
  return round2(values.reduce<Big>((acc, v) => acc.plus(big(v)), new Big(0)));
}

export function multiply(value: Amount, factor: Amount): string {
  return round2(big(value).times(big(factor)));
}

export function isPositive(value: Amount | null | undefined): boolean {
  return big(value).gt(0);
}

export function compare(a: Amount, b: Amount): -1 | 0 | 1 {
  return big(a).cmp(big(b)) as -1 | 0 | 1;
}

/** Tax = price x percentage / 100 (half-up); a percentage of 0 means exempt. */
export function taxOf(price: Amount, percentage: Amount | null | undefined): string {
  return round2(big(price).times(big(percentage)).div(100));
}

/** The offer is used when it is above 0. */
export function effectivePrice(precio: Amount, oferta: Amount | null | undefined): string {
  return isPositive(oferta) ? round2(oferta!) : round2(precio);
}

/** Offer % = 100 - 100 x offer / price, whole percent half-up; 0 without a valid offer. */
export function offerPercent(precio: Amount, oferta: Amount | null | undefined): number {
  const p = big(precio);
  if (!isPositive(oferta) || p.lte(0)) return 0;
  return Number(new Big(100).minus(new Big(100).times(big(oferta)).div(p)).round(0, ROUND_HALF_UP));
}

export interface UnitPrice {
  /** Price before tax, the offer when there is one. */
  base: string;
  /** Tax amount on the base. */
  impuesto: string;
  /** What the shopper pays per unit: base + tax. */
  total: string;
  /** Regular price with tax, shown struck through when there is an offer. */
  totalSinOferta: string;
  ofertaPorcentaje: number;
  ivaIncluido: boolean;
}

export function unitPrice(precio: Amount, oferta: Amount | null | undefined, impuesto: Amount | null | undefined): UnitPrice {
  const base = effectivePrice(precio, oferta);
  const tax = taxOf(base, impuesto);
  return {
    base,
    impuesto: tax,
    total: add(base, tax),
    totalSinOferta: add(round2(precio), taxOf(precio, impuesto)),
    ofertaPorcentaje: offerPercent(precio, oferta),
    ivaIncluido: isPositive(impuesto),
  };
}

/** USD -> VES multiplies by the rate; VES -> USD divides. */
export function toLocal(amountUsd: Amount, tasa: Amount): string {
  return round2(big(amountUsd).times(big(tasa)));
}

export function toSystem(amountLocal: Amount, tasa: Amount): string {
  const t = big(tasa);
  if (t.lte(0)) return '0.00';
  return round2(big(amountLocal).div(t));
}

/** Converts a system-currency (USD) amount to the currency with the given rate (1 for USD itself). */
export function convert(amountUsd: Amount, moneda: { sistema: boolean; tasa: Amount }): string {
  return moneda.sistema ? round2(amountUsd) : toLocal(amountUsd, moneda.tasa);
}

/** es-VE display: dot for thousands, comma for decimals, 2 decimals; empty or zero -> 0,00. */
export function formatAmount(value: Amount | null | undefined): string {
  const fixed = round2(value);
  const negative = fixed.startsWith('-');
  const [int, dec] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = `${grouped},${dec}`;
  return negative && text !== '0,00' ? `-${text}` : text;
}

export function formatMoney(value: Amount | null | undefined, simbolo: string): string {
  return `${simbolo} ${formatAmount(value)}`;
}
