import { maxLength, maxValue, minValue, NumberInput, required, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, type Validator } from 'react-admin';
import type { ZonaAdmin } from '../../shared/contracts/admin-zones';
import { ZONA_NOMBRE_MAX, zonaSlugError } from '../../shared/zone-rules';
import { useUniqueValidator } from '../common/useUniqueValidator';

/** The shared slug rule (format, reserved words), so the form says what the server would. */
const slugRule: Validator = (value) => (value === null || value === undefined || value === '' ? undefined : (zonaSlugError(String(value).trim()) ?? undefined));

/** Zones are deactivated, never deleted: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a zone; name and slug are checked against the server while typing. */
export function ZonaForm() {
  const record = useRecordContext<ZonaAdmin>();
  const nombreUnico = useUniqueValidator('zona', 'nombre', 'resources.zona.validation.nombre_existe');
  const slugUnico = useUniqueValidator('zona', 'slug', 'resources.zona.validation.slug_existe');
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 720 }}>
      <TextInput source="nombre" validate={[required(), maxLength(ZONA_NOMBRE_MAX), nombreUnico]} fullWidth />
      <TextInput
        source="slug"
        validate={[slugRule, slugUnico]}
        helperText={record ? 'resources.zona.helpers.slug_edicion' : 'resources.zona.helpers.slug'}
        fullWidth
      />
      <NumberInput source="orden" validate={[minValue(0), maxValue(9999)]} helperText="resources.zona.helpers.orden" step={1} />
    </SimpleForm>
  );
}
