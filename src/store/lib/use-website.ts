/** Hooks over the shared server data: the website resolve answer, zones, the display currency and the profile. */
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import type { Amount } from '../../shared/money';
import type { Moneda } from './types';
import { ROLE_USUARIO } from '../../shared/roles';
import { useCurrencyStore } from '../state/currency';
import { useSessionStore } from '../state/session';
import { displayPrice, pickMoneda } from './currency';
import { profileQuery, resolveQuery, zonesQuery } from './queries';
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

/** A list's display currency (null until resolve answers); undefined outside a list. */
const ListMoneda = createContext<Moneda | null | undefined>(undefined);

/**
 * A list of product cards works out the display currency once for all its prices (PriceTag), instead of
 * each card asking the query cache for resolve (a query-key hash and an observer per card: issue 8,
 * blocking time of a listing's render).
 */
export function ListMonedaProvider({ children }: { children: ReactNode }) {
  const { moneda } = useMoneda();
  return createElement(ListMoneda.Provider, { value: moneda }, children);
}

/** The enclosing list's display currency; undefined outside ListMonedaProvider. */
export function useListMoneda(): Moneda | null | undefined {
  return useContext(ListMoneda);
}

/** Formats a system-currency amount in the shopper's display currency. */
export function useMoney(): (amountUsd: Amount) => string {
  const { moneda } = useMoneda();
  return useCallback((amountUsd: Amount) => displayPrice(amountUsd, moneda), [moneda]);
}

/** The uid whose profile can be asked for: a logged-in user with the customer role, else null. */
export function useCustomerUid(): string | null {
  return useSessionStore((s) => (s.claims?.roles.includes(ROLE_USUARIO) ? s.claims.uid : null));
}

/** The logged-in customer's profile; no data for guests and staff without the customer role. */
export function useProfile() {
  return useQuery(profileQuery(useCustomerUid()));
}
