import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { ZonaForm } from './ZonaForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton confirmTitle="resources.zona.estatus.desactivar_titulo" confirmContent="resources.zona.estatus.desactivar" />
      <ShowButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so the server's field errors (409 duplicates, reserved slugs) land under the inputs. */
export function ZonaEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="show">
      <ZonaForm />
      <HistorySection />
    </Edit>
  );
}
