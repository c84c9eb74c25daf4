import { Stack } from '@mui/material';
import { ArrayInput, maxLength, required, SaveButton, SelectInput, SimpleForm, SimpleFormIterator, TextInput, Toolbar, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { EnvioFormData } from '../../shared/contracts/shipping';
import { ESTATUS_CHOICES } from '../common/choices';

const MONTO = /^\d{1,10}(\.\d{1,2})?$/;
const monto: Validator = (v) => (v === null || v === undefined || v === '' || MONTO.test(String(v).trim()) ? undefined : 'Indique un monto de 0 o más, con hasta 2 decimales');
const TIPOS = [1, 2, 3];

function Recargos({ zonas }: { zonas: EnvioFormData['zonas'] }) {
  const zonaId = useWatch({ name: 'zonaId' }) as number | undefined;
  const areas = zonas.find((z) => z.id === Number(zonaId))?.areas ?? [];
  return (
    <ArrayInput source="recargos" helperText="resources.envio.helpers.recargos">
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="areaId" choices={areas.map((a) => ({ id: a.id, name: a.nombre }))} validate={required()} />
        <TextInput source="recargo" validate={[required(), monto]} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Options are deactivated, never deleted: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** Create and edit form of a shipping option: its zone and type, its cost rule and its surcharges per area. */
export function EnvioForm({ zonas }: { zonas: EnvioFormData['zonas'] }) {
  const translate = useTranslate();
  return (
    <SimpleForm mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput source="zonaId" choices={zonas.map((z) => ({ id: z.id, name: z.nombre }))} validate={required()} sx={{ flex: 1 }} />
        <SelectInput source="tipoEnvio" choices={TIPOS.map((id) => ({ id, name: translate(`resources.envio.tipos.${id}`) }))} validate={required()} sx={{ flex: 1 }} />
      </Stack>
      <TextInput source="nombre" validate={[required(), maxLength(60)]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="costoBase" validate={[required(), monto]} helperText="resources.envio.helpers.costoBase" sx={{ flex: 1 }} />
        <TextInput source="envioGratisDesde" validate={monto} helperText="resources.envio.helpers.envioGratisDesde" sx={{ flex: 1 }} />
      </Stack>
      <Recargos zonas={zonas} />
      <SelectInput source="estatus" choices={ESTATUS_CHOICES} validate={required()} />
    </SimpleForm>
  );
}
