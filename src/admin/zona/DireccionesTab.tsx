import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, maxLength, minLength, RecordContextProvider, required, SelectInput, TextInput, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { DireccionZona, ZonaAdmin } from '../../shared/contracts/admin-zones';
import { Estatus } from '../../shared/enums';
import { normalizeTelefono, TELEFONO_MESSAGE, TELEFONO_PATTERN } from '../../shared/zone-rules';
import { EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { RecordDialog } from '../common/RecordDialog';
import type { AdminDataProvider } from '../providers/data-provider';

const t = (key: string) => `resources.zona.direccion.${key}`;
const telefonoRule = (value: unknown) => (!value || TELEFONO_PATTERN.test(normalizeTelefono(String(value))) ? undefined : TELEFONO_MESSAGE);

const direccionBody = (v: Record<string, unknown>) => ({
  nombre: String(v.nombre ?? '').trim(),
  direccion: String(v.direccion ?? '').trim(),
  referencia: String(v.referencia ?? '').trim(),
  telefono: String(v.telefono ?? '').trim(),
  estatus: Number(v.estatus ?? Estatus.ACTIVO),
});

/** The zone's pickup addresses (where customers collect orders), registered and edited in a dialog. */
export function DireccionesTab() {
  const zona = useRecordContext<ZonaAdmin>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [dialog, setDialog] = useState<{ direccion: DireccionZona | null } | null>(null);
  const base = zona ? `zona/${zona.slug}/direccion` : null;
  const list = useQuery({ queryKey: ['direcciones', base], enabled: base !== null, queryFn: () => dataProvider.getCustom<DireccionZona[]>(base!) });
  const toggle = useMutation({
    mutationFn: (d: DireccionZona) => dataProvider.putCustom(`${base}/${d.id}/estatus`, {}),
    onSuccess: () => void list.refetch(),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (!zona) return null;

  return (
    <Box component="section" aria-labelledby="direcciones-titulo" sx={{ width: '100%' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography id="direcciones-titulo" component="h2" variant="h6">
          {translate(t('titulo'))}
        </Typography>
        <Button label={t('registrar')} onClick={() => setDialog({ direccion: null })} variant="contained">
          <AddIcon />
        </Button>
      </Stack>
      {list.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.length === 0 ? (
        <Typography variant="body2">{translate(t('vacio'))}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-labelledby="direcciones-titulo">
          <Table size="small" aria-labelledby="direcciones-titulo">
            <TableHead>
              <TableRow>
                {['nombre', 'direccion', 'telefono', 'horarios', 'estatus', 'acciones'].map((f) => (
                  <TableCell key={f} align={f === 'horarios' ? 'right' : 'left'}>
                    {translate(t(`fields.${f}`))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((d) => (
                <TableRow key={d.id} hover>
                  <TableCell>{d.nombre}</TableCell>
                  <TableCell>
                    {d.direccion}
                    {d.referencia && (
                      <Typography variant="body2" color="text.secondary">
                        {d.referencia}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{d.telefono || '—'}</TableCell>
                  <TableCell align="right">{d.horarios}</TableCell>
                  <TableCell>
                    <EstatusChipOf estatus={d.estatus} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate(t('editar_nombre'), { nombre: d.nombre })}>
                      <IconButton aria-label={translate(t('editar_nombre'), { nombre: d.nombre })} size="small" onClick={() => setDialog({ direccion: d })}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Button
                      label={d.estatus === Estatus.ACTIVO ? 'mz.estatus.desactivar' : 'mz.estatus.activar'}
                      color={d.estatus === Estatus.ACTIVO ? 'warning' : 'success'}
                      onClick={() => toggle.mutate(d)}
                      disabled={toggle.isPending}
                      aria-label={`${translate(d.estatus === Estatus.ACTIVO ? 'mz.estatus.desactivar' : 'mz.estatus.activar')}: ${d.nombre}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog && (
        <RecordDialog<DireccionZona>
          resource={base!}
          record={dialog.direccion}
          title={dialog.direccion ? `${translate(t('editar'))}: ${dialog.direccion.nombre}` : translate(t('registrar'))}
          body={direccionBody}
          defaults={{ estatus: Estatus.ACTIVO }}
          savedMessage={t('guardada')}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void list.refetch();
          }}
        >
          <TextInput source="nombre" label={t('fields.nombre')} validate={[required(), minLength(2), maxLength(100)]} fullWidth autoFocus />
          <TextInput source="direccion" label={t('fields.direccion')} validate={[required(), minLength(5), maxLength(300)]} multiline minRows={2} fullWidth />
          <TextInput source="referencia" label={t('fields.referencia')} validate={maxLength(300)} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
            <TextInput source="telefono" label={t('fields.telefono')} validate={telefonoRule} sx={{ flex: 1 }} />
            <SelectInput source="estatus" label={t('fields.estatus')} choices={ESTATUS_CHOICES} validate={required()} sx={{ flex: 1 }} />
          </Stack>
        </RecordDialog>
      )}
    </Box>
  );
}

/** EstatusChip reads the record in context; rows here are plain objects. */
function EstatusChipOf({ estatus }: { estatus: number }) {
  return (
    <RecordContextProvider value={{ id: 0, estatus }}>
      <EstatusChip />
    </RecordContextProvider>
  );
}
