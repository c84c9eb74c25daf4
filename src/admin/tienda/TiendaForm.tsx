import { maxLength, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, type Validator } from 'react-admin';
import { rifError } from '../../shared/rif';
import { ESTATUS_CHOICES } from '../common/choices';
import { useUniqueValidator } from '../common/useUniqueValidator';

/** The RIF rule of shared/rif.ts, the same the server applies. */
const rif: Validator = (value) => (typeof value === 'string' && value.trim() !== '' ? rifError(value) : undefined);

/** Stores are never deleted from the back office: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function TiendaForm() {
  const nombreUnico = useUniqueValidator('tienda', 'nombre', 'resources.tienda.validation.nombre_existe');
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} defaultValues={{ estatus: 1 }} sx={{ maxWidth: 640 }}>
      <TextInput source="nombre" validate={[required(), maxLength(120), nombreUnico]} fullWidth />
      <TextInput source="rif" validate={[required(), maxLength(20), rif]} helperText="resources.tienda.helpers.rif" fullWidth />
      <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} helperText="resources.tienda.helpers.inactiva" />
    </SimpleForm>
  );
}
