import { Create } from 'react-admin';
import { EtiquetaForm } from './EtiquetaForm';

export function EtiquetaCreate() {
  return (
    <Create redirect="list">
      <EtiquetaForm />
    </Create>
  );
}
