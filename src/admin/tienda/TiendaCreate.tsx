import { Create } from 'react-admin';
import { TiendaForm } from './TiendaForm';

/** After registering, the store's page opens so its branches can be added. */
export function TiendaCreate() {
  return (
    <Create redirect="show">
      <TiendaForm />
    </Create>
  );
}
