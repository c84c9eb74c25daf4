import { Create } from 'react-admin';
import { ProductoForm } from './ProductoForm';

/** After creating, the edit page opens so the main image and the gallery can be added. */
export function ProductoCreate() {
  return (
    <Create redirect="edit">
      <ProductoForm />
    </Create>
  );
}
