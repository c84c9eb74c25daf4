import { Stack } from '@mui/material';
import {
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  type Validator,
} from 'react-admin';
import type { CategoriaFila } from '../../shared/contracts/catalog';
import { ESTATUS_CHOICES } from '../common/choices';
import { IconoInput } from './IconoInput';
import { PadreInput } from './PadreInput';
import { useUniqueValidator } from '../common/useUniqueValidator';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const integer: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'resources.categoria.validation.entero';

const nombreRules = [required(), maxLength(100)];
const slugRules = [maxLength(120), regex(SLUG_PATTERN, 'resources.categoria.validation.slug_formato')];
const ordenRules = [integer, minValue(0), maxValue(100000)];

/** Categories are never deleted from the back office: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a category; names and slugs are checked against the server while typing. */
export function CategoriaForm() {
  const record = useRecordContext<CategoriaFila>();
  const nombreUnico = useUniqueValidator('categoria', 'nombre', 'resources.categoria.validation.nombre_existe');
  const slugUnico = useUniqueValidator('categoria', 'slug', 'resources.categoria.validation.slug_existe');
  const hasChildren = (record?.subcategorias ?? 0) > 0;
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<SaveOnlyToolbar />}
      defaultValues={{ estatus: 1, orden: 0, padreId: null, icono: null }}
      sx={{ maxWidth: 720 }}
    >
      <TextInput source="nombre" validate={[...nombreRules, nombreUnico]} fullWidth />
      <TextInput source="slug" validate={[...slugRules, slugUnico]} helperText="resources.categoria.helpers.slug" fullWidth />
      <PadreInput
        source="padreId"
        excludeId={record?.id}
        emptyText="resources.categoria.helpers.sin_padre"
        readOnly={hasChildren}
        helperText={hasChildren ? 'resources.categoria.helpers.padre_bloqueado' : false}
        fullWidth
      />
      <IconoInput source="icono" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput source="orden" validate={ordenRules} step={1} min={0} sx={{ flex: 1 }} />
        <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} sx={{ flex: 1 }} />
      </Stack>
    </SimpleForm>
  );
}
