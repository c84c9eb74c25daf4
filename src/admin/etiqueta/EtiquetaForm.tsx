import { maxLength, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { ESTATUS_CHOICES } from '../common/choices';
import { useUniqueValidator } from '../common/useUniqueValidator';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nombreRules = [required(), maxLength(80)];
const slugRules = [maxLength(100), regex(SLUG_PATTERN, 'resources.etiqueta.validation.slug_formato')];

/** Tags are never deleted from the back office: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a tag; name and slug are checked against the server while typing. */
export function EtiquetaForm() {
  const nombreUnico = useUniqueValidator('etiqueta', 'nombre', 'resources.etiqueta.validation.nombre_existe');
  const slugUnico = useUniqueValidator('etiqueta', 'slug', 'resources.etiqueta.validation.slug_existe');
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} defaultValues={{ estatus: 1 }} sx={{ maxWidth: 640 }}>
      <TextInput source="nombre" validate={[...nombreRules, nombreUnico]} fullWidth />
      <TextInput source="slug" validate={[...slugRules, slugUnico]} helperText="resources.etiqueta.helpers.slug" fullWidth />
      <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} />
    </SimpleForm>
  );
}
