/** Hooks over the shared server data: the website resolve answer, zones, the display currency and the profile. */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Amount } from '../../shared/money';
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
