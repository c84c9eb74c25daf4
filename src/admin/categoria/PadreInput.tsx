import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, useRecordContext, type Identifier, type SelectInputProps } from 'react-admin';
import type { CategoriaFila, CategoriaOpcion } from '../../shared/contracts/catalog';
import type { AdminDataProvider } from '../providers/data-provider';

interface PadreInputProps extends Omit<SelectInputProps, 'choices'> {
  /** The category being edited: it cannot be its own parent. */
  excludeId?: Identifier;
}

/** Select of the categories that can be a parent (top-level ones), from /admin/categoria/padresdisponibles. */
export function PadreInput({ excludeId, ...props }: PadreInputProps) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const record = useRecordContext<CategoriaFila>();
  // until the options arrive, the current parent is the only one (keeps the select's value in range)
  const current = record?.padreId && record.padreNombre ? [{ id: record.padreId, nombre: record.padreNombre }] : [];
  const { data, isPending } = useQuery({
    queryKey: ['categoria', 'padresdisponibles', excludeId ?? null],
    queryFn: () => dataProvider.getCustom<CategoriaOpcion[]>('categoria/padresdisponibles', { id: excludeId }),
  });
  return <SelectInput optionText="nombre" {...props} choices={data ?? current} isPending={isPending} />;
}
