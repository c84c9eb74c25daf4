import { Create } from 'react-admin';
import { CategoriaForm } from './CategoriaForm';

/** After creating, the edit page opens so a thumbnail can be added. */
export function CategoriaCreate() {
  return (
    <Create redirect="edit">
      <CategoriaForm />
    </Create>
  );
}
