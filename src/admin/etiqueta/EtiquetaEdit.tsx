import { Edit, ListButton, TopToolbar } from 'react-admin';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { HistorySection } from '../common/HistorySection';
import { EtiquetaForm } from './EtiquetaForm';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ListButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so server field errors (409 duplicates) land under the inputs; the history below. */
export function EtiquetaEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect={false}>
      <EtiquetaForm />
      <HistorySection />
    </Edit>
  );
}
