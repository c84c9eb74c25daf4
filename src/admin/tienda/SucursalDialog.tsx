import { Stack } from '@mui/material';
import { maxLength, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { SucursalFila, SucursalZona } from '../../shared/contracts/admin-stores';
import { ESTATUS_CHOICES } from '../common/choices';
import { RecordDialog } from '../common/RecordDialog';
import { sucursalBody } from './body';

const t = (key: string) => `resources.tienda.sucursal.${key}`;

interface Props {
  tiendaId: number;
  /** The branch being edited; null to register one. */
  sucursal: SucursalFila | null;
  zonas: SucursalZona[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Registers or edits a branch of the store in a dialog. Server field errors (409 duplicate name, a branch
 * with stock changing zone) are returned to the form and shown under their inputs.
 */
export function SucursalDialog({ tiendaId, sucursal, zonas, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const choices = zonas.map((z) => ({ id: z.id, name: z.nombre }));
  if (sucursal && !choices.some((c) => c.id === sucursal.zonaId)) choices.push({ id: sucursal.zonaId, name: sucursal.zonaNombre });
  const locked = sucursal !== null && sucursal.productosConExistencia > 0;
  const title = translate(sucursal ? t('editar') : t('registrar'));
  return (
    <RecordDialog<SucursalFila>
      resource={`tienda/${tiendaId}/sucursal`}
      record={sucursal}
      title={sucursal ? `${title}: ${sucursal.nombre}` : title}
      body={sucursalBody}
      defaults={{ estatus: 1, zonaId: zonas.length === 1 ? zonas[0]!.id : undefined, direccion: '' }}
      savedMessage={t('guardada')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextInput source="nombre" label={t('fields.nombre')} validate={[required(), maxLength(120)]} fullWidth autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <SelectInput
          source="zonaId"
          label={t('fields.zonaId')}
          choices={choices}
          validate={required()}
          readOnly={locked}
          helperText={locked ? t('zona_bloqueada') : false}
          sx={{ flex: 1 }}
        />
        <SelectInput source="estatus" label={t('fields.estatus')} choices={ESTATUS_CHOICES} validate={required()} sx={{ flex: 1 }} />
      </Stack>
      <TextInput source="direccion" label={t('fields.direccion')} validate={maxLength(300)} multiline minRows={2} fullWidth />
    </RecordDialog>
  );
}
