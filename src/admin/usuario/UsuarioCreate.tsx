import { Create } from 'react-admin';
import { UsuarioForm } from './UsuarioForm';

/** Registers a staff member; the server e-mails the invitation to set the password. */
export function UsuarioCreate() {
  return (
    <Create redirect="list" mutationMode="pessimistic">
      <UsuarioForm creating record={{ rolesArea: [], rolesZona: [] }} />
    </Create>
  );
}
