import { Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  maxLength,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { PRODUCTO_CODIGO_PATTERN } from '../../shared/contracts/admin-products';
import { ESTATUS_CHOICES } from '../common/choices';
import { useUniqueValidator } from '../common/useUniqueValidator';
import { categoriaEtiqueta, useProductoOpciones } from './useProductoOpciones';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nombreRules = [required(), maxLength(160)];
const codigoRules = [required(), regex(new RegExp(PRODUCTO_CODIGO_PATTERN), 'resources.producto.validation.codigo_formato')];
const slugRules = [maxLength(180), regex(SLUG_PATTERN, 'resources.producto.validation.slug_formato')];

/** Products are never deleted from the back office (deactivate them): the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a product; name and code are checked against the server while typing. */
export function ProductoForm() {
  const translate = useTranslate();
  const { data, isPending } = useProductoOpciones();
  const nombreUnico = useUniqueValidator('producto', 'nombre', 'resources.producto.validation.nombre_existe');
  const codigoUnico = useUniqueValidator('producto', 'codigo', 'resources.producto.validation.codigo_existe');
  const categorias = (data?.categoria ?? []).filter((c) => c.hoja).map((c) => ({ id: c.id, name: categoriaEtiqueta(c) }));
  const impuestos = (data?.impuesto ?? ['0.00', '8.00', '16.00']).map((id) => ({ id, name: translate(`resources.producto.impuestos.${id}`, { _: `${id} %` }) }));
  return (
    <SimpleForm
      mode="onChange"
      reValidateMode="onChange"
      toolbar={<SaveOnlyToolbar />}
      defaultValues={{ estatus: 1, impuesto: '16.00', etiquetaIds: [], descripcion: '' }}
      sx={{ maxWidth: 760 }}
    >
      <TextInput source="nombre" validate={[...nombreRules, nombreUnico]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="codigo" validate={[...codigoRules, codigoUnico]} helperText="resources.producto.helpers.codigo" sx={{ flex: 1 }} />
        <TextInput source="marca" validate={maxLength(80)} sx={{ flex: 1 }} />
      </Stack>
      <AutocompleteInput
        source="categoriaId"
        choices={categorias}
        isPending={isPending}
        validate={required()}
        helperText="resources.producto.helpers.categoria"
        fullWidth
      />
      <AutocompleteArrayInput source="etiquetaIds" choices={data?.etiqueta ?? []} optionText="nombre" isPending={isPending} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput source="impuesto" choices={impuestos} validate={required()} sx={{ flex: 1 }} />
        <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} sx={{ flex: 1 }} />
      </Stack>
      <TextInput source="descripcion" multiline minRows={3} validate={maxLength(5000)} fullWidth />
      <TextInput source="slug" validate={slugRules} helperText="resources.producto.helpers.slug" fullWidth />
    </SimpleForm>
  );
}
