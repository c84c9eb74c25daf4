/**
 * What a price tag shows (spec sections 2 and 9): the unit price with tax for the caller's plan in the
 * display currency, the regular price struck through and the offer % when there is an offer, the 'IVA
 * Incluido' label when taxed and the minimum of sale modes that sell by several units (mayorista).
 */
import { add, multiply, unitPrice } from '../../shared/money';
import type { ListaRapidaItem, PrecioTarjeta } from '../../shared/contracts/catalog-pages';
import { defaultQuantity } from '../../shared/quantity';
import { displayPrice } from './currency';
import type { Moneda } from './types';

export interface PriceView {
  /** What one unit costs, tax included: "$ 2,90". */
  actual: string;
  /** The regular price with tax when there is an offer, else null. */
  regular: string | null;
  /** Whole percent off, 0 without an offer. */
  ofertaPorcentaje: number;
  ivaIncluido: boolean;
  /** The smallest quantity that may be bought, when above 1 ('Mínimo 6 unidades'). */
  minimo: number | null;
}

export function priceView(precio: PrecioTarjeta, impuesto: string, moneda: Moneda | null): PriceView {
  const unit = unitPrice(precio.precio, precio.oferta, impuesto);
  const minimo = defaultQuantity(precio.modalidadVenta);
  return {
    actual: displayPrice(unit.total, moneda),
    regular: unit.ofertaPorcentaje > 0 ? displayPrice(unit.totalSinOferta, moneda) : null,
    ofertaPorcentaje: unit.ofertaPorcentaje,
    ivaIncluido: unit.ivaIncluido,
    minimo: minimo > 1 ? minimo : null,
  };
}

/** 'Mínimo 6 unidades'. */
export function minimumText(minimo: number): string {
  return `Mínimo ${minimo} unidades`;
}

/** What `cantidad` units cost in the display currency: the unit price with tax times the quantity. */
export function lineTotal(precio: PrecioTarjeta, impuesto: string, cantidad: number, moneda: Moneda | null): string {
  return displayPrice(lineAmount(precio, impuesto, cantidad), moneda);
}

function lineAmount(precio: PrecioTarjeta, impuesto: string, cantidad: number): string {
  return multiply(unitPrice(precio.precio, precio.oferta, impuesto).total, cantidad);
}

/** What a quick list costs with its suggested quantities, in the display currency. */
export function itemsTotal(items: ListaRapidaItem[], moneda: Moneda | null): string {
  const lines = items.map((i) => lineAmount(i.producto.precio, i.producto.impuesto, i.cantidad));
  return displayPrice(add(...lines), moneda);
}
