/** Hooks over the shared server data: the website resolve answer, zones, the display currency and the profile. */
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
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

interface MonedaView {
  /** The currencies the shopper may choose from (resolve). */
  monedas: readonly Moneda[];
  /** The display currency: the chosen one, else the default. */
  moneda: Moneda | null;
}

const NO_MONEDAS: readonly Moneda[] = [];
const MonedaContext = createContext<MonedaView | null>(null);

/**
 * The display currency, worked out once for the whole storefront (StoreApp) instead of in every price:
 * a listing's cards each asked the query cache for resolve (a query-key hash and an observer per card,
 * issue 8: blocking time of the zone home's render).
 */
export function MonedaProvider({ children }: { children: ReactNode }) {
  const monedas = useResolve().data?.moneda ?? NO_MONEDAS;
  const chosenId = useCurrencyStore((s) => s.monedaId);
  const value = useMemo(() => ({ monedas, moneda: pickMoneda(monedas, chosenId) }), [monedas, chosenId]);
  return createElement(MonedaContext.Provider, { value }, children);
}

export function useMoneda(): MonedaView {
  const view = useContext(MonedaContext);
  if (!view) throw new Error('useMoneda needs MonedaProvider (StoreApp)');
  return view;
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
