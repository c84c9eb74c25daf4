/** Hooks over the shared server data: the website resolve answer, zones and the display currency. */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Amount } from '../../shared/money';
import { useCurrencyStore } from '../state/currency';
import { useSessionStore } from '../state/session';
import { displayPrice, pickMoneda } from './currency';
import { resolveQuery, zonesQuery } from './queries';
import { selectableZones } from './zone-rules';

export function useResolve() {
  const uid = useSessionStore((s) => s.claims?.uid ?? null);
  return useQuery(resolveQuery(uid));
}

export function useSelectableZones() {
  const { data } = useQuery(zonesQuery);
  return data ? selectableZones(data) : [];
}

export function useMoneda() {
  const monedas = useResolve().data?.moneda ?? [];
  const chosenId = useCurrencyStore((s) => s.monedaId);
  return { monedas, moneda: pickMoneda(monedas, chosenId) };
}

/** Formats a system-currency amount in the shopper's display currency. */
export function useMoney(): (amountUsd: Amount) => string {
  const { moneda } = useMoneda();
  return useCallback((amountUsd: Amount) => displayPrice(amountUsd, moneda), [moneda]);
}
