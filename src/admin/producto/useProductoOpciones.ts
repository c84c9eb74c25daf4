import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProductoCategoriaOpcion, ProductoFormData } from '../../shared/contracts/admin-products';
import type { AdminDataProvider } from '../providers/data-provider';

/** Categories, tags, tax rates and zones (GET /admin/producto/formregistrar), shared by the form and the list's filters. */
export function useProductoOpciones() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['producto', 'formregistrar'],
    queryFn: () => dataProvider.getCustom<ProductoFormData>('producto/formregistrar'),
    staleTime: 60_000,
  });
}

/** 'Víveres › Arroz' for a sub-category, the name for a top-level one. */
export const categoriaEtiqueta = (c: Pick<ProductoCategoriaOpcion, 'nombre' | 'padreNombre'>) =>
  c.padreNombre ? `${c.padreNombre} › ${c.nombre}` : c.nombre;
