import { Edit, ListButton, Loading, TopToolbar, useRecordContext } from 'react-admin';
import type { UsuarioFila } from '../../shared/contracts/admin-staff';
import { BloqueoButton } from '../common/BloqueoButton';
import { HistorySection } from '../common/HistorySection';
import { splitRoles } from './body';
import { UsuarioForm } from './UsuarioForm';

function EditActions() {
  return (
    <TopToolbar>
      <BloqueoButton resource="usuario" />
      <ListButton />
    </TopToolbar>
  );
}

function Formulario() {
  const record = useRecordContext<UsuarioFila>();
  if (!record) return <Loading />;
  return <UsuarioForm record={splitRoles(record)} />;
}

/** Profile and roles of a staff member; pessimistic, so the server's refusals land in the form. */
export function UsuarioEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
      <Formulario />
      <HistorySection />
    </Edit>
  );
}
