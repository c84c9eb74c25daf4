import { useMemo } from 'react';
import { useDataProvider, type Identifier, type Validator } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import { debouncedAvailability } from '../common/useUniqueValidator';

const SEP = '\u0000';

/**
 * Async validator of a coupon's name: unique in its zone (GET /admin/cupon/nombre/{nombre}/zona/{zona}[/{id}]),
 * debounced and remembered per zone, name and coupon being edited.
 */
export function useNombreDisponible(message: string): Validator {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useMemo(() => {
    const available = debouncedAvailability(async (key, id) => {
      const [zona, nombre] = key.split(SEP) as [string, string];
      const idPart = id === null ? '' : `/${encodeURIComponent(String(id))}`;
      const answer = await dataProvider.getCustom<{ disponible: boolean }>(
        `cupon/nombre/${encodeURIComponent(nombre)}/zona/${encodeURIComponent(zona)}${idPart}`,
      );
      return answer.disponible;
    });
    return async (value: unknown, values: { id?: Identifier; zonaId?: unknown }) => {
      if (typeof value !== 'string' || value.trim().length < 3 || !values?.zonaId) return undefined;
      return (await available(`${values.zonaId}${SEP}${value.trim()}`, values.id ?? null)) ? undefined : message;
    };
  }, [dataProvider, message]);
}
