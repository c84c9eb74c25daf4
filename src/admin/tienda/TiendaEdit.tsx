import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { TiendaForm } from './TiendaForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ShowButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so server field errors (RIF, 409 duplicates) land under the inputs. */
export function TiendaEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="show">
      <TiendaForm />
    </Edit>
  );
}
