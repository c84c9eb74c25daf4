import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  Button,
  HttpError,
  maxLength,
  RecordContextProvider,
  required,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { SucursalFila, SucursalZona } from '../../shared/contracts/admin-stores';
import { HistorySection } from '../common/HistorySection';
import { ESTATUS_CHOICES } from '../common/choices';
import type { AdminDataProvider } from '../providers/data-provider';
import { sucursalBody } from './body';

const t = (key: string) => `resources.tienda.sucursal.${key}`;

/** The dialog's actions on the dialog's own white (the form toolbar's grey would dim the text button). */
function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ px: 2, pb: 2, width: '100%' }}>
      <Button label={t('cancelar')} onClick={onCancel} />
      <SaveButton label={t('guardar')} />
    </Stack>
  );
}

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
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const resource = `tienda/${tiendaId}/sucursal`;
  const choices = zonas.map((z) => ({ id: z.id, name: z.nombre }));
  if (sucursal && !choices.some((c) => c.id === sucursal.zonaId)) choices.push({ id: sucursal.zonaId, name: sucursal.zonaNombre });
  const locked = sucursal !== null && sucursal.productosConExistencia > 0;

  const save = async (values: Record<string, unknown>) => {
    try {
      const data = sucursalBody(values);
      if (sucursal) await dataProvider.update(resource, { id: sucursal.id, data, previousData: sucursal });
      else await dataProvider.create(resource, { data });
      notify(t('guardada'), { type: 'success' });
      onSaved();
      return undefined;
    } catch (e) {
      const fields = e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
      if (fields) return fields;
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      return undefined;
    }
  };

  const title = translate(sucursal ? t('editar') : t('registrar'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sucursal-dialogo-titulo">
      <DialogTitle id="sucursal-dialogo-titulo">{sucursal ? `${title}: ${sucursal.nombre}` : title}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <ResourceContextProvider value={resource}>
          <RecordContextProvider value={sucursal ?? undefined}>
            <SimpleForm
              record={sucursal ?? { estatus: 1, zonaId: zonas.length === 1 ? zonas[0]!.id : undefined, direccion: '' }}
              onSubmit={save}
              toolbar={<DialogToolbar onCancel={onClose} />}
              mode="onChange"
              reValidateMode="onChange"
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
            </SimpleForm>
            {sucursal && <HistorySection />}
          </RecordContextProvider>
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
}
