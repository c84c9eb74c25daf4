import { useMemo } from 'react';
import { useDataProvider, type Identifier, type Validator } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

export const UNIQUE_DEBOUNCE_MS = 400;

type Check = (value: string, id: Identifier | null) => Promise<boolean>;

/**
 * Debounces an availability check: calls arriving within `wait` ms share the answer for the last value,
 * and answers are remembered per value and id. A failed check counts as available (the server decides on save).
 */
export function debouncedAvailability(check: Check, wait = UNIQUE_DEBOUNCE_MS): Check {
  const known = new Map<string, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Array<(available: boolean) => void> = [];
  return (value, id) => {
    const key = `${id ?? ''}\u0000${value.toLowerCase()}`;
    const cached = known.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    return new Promise((resolve) => {
      waiting.push(resolve);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const batch = waiting;
        waiting = [];
        check(value, id)
          .then((available) => {
            known.set(key, available);
            return available;
          })
          .catch(() => true)
          .then((available) => batch.forEach((done) => done(available)));
      }, wait);
    });
  };
}

/** Async form validator: `message` when another record of `resource` already has this `field` value. */
export function useUniqueValidator(resource: string, field: string, message: string): Validator {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMemo(() => {
    const available = debouncedAvailability((value, id) => dataProvider.checkUnique(resource, field, value, id));
    return async (value: unknown, values: { id?: Identifier }) => {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      return (await available(value.trim(), values?.id ?? null)) ? undefined : message;
    };
  }, [dataProvider, resource, field, message]);
}
