import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import { Estatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

interface EstatusRecord {
  id: number;
  nombre?: string;
  estatus: number;
}

/**
 * Activates or deactivates the record through PUT /admin/<resource>/<id>/estatus. Deactivating hides the
 * record from the storefront, so it asks for confirmation first. `compact`: an icon button (list rows).
 */
export function EstatusToggleButton({
  compact = false,
  confirmTitle = 'mz.estatus.confirmar_titulo',
  confirmContent = 'mz.estatus.confirmar_contenido',
  path,
}: {
  compact?: boolean;
  /** Translation keys of the deactivation question, when an area says more (e.g. a zone goes to maintenance). */
  confirmTitle?: string;
  confirmContent?: string;
  /** For records under another (a zone's areas): their API path, PUT <path>/<id>/estatus. */
  path?: string;
}) {
  const record = useRecordContext<EstatusRecord>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: async (estatus: number) =>
      path ? { data: await dataProvider.putCustom<EstatusRecord>(`${path}/${record!.id}/estatus`, { estatus }) } : dataProvider.toggleStatus(resource!, record!.id, estatus),
    onSuccess: ({ data }) => {
      setConfirming(false);
      notify(data.estatus === Estatus.ACTIVO ? 'mz.estatus.activado' : 'mz.estatus.desactivado', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record || (!resource && !path)) return null;
  const active = record.estatus === Estatus.ACTIVO;

  const label = active ? 'mz.estatus.desactivar' : 'mz.estatus.activar';
  const color = active ? 'warning' : 'success';
  const icon = active ? <ToggleOffIcon /> : <ToggleOnIcon />;
  const onClick = () => {
    if (active) setConfirming(true);
    else mutate(Estatus.ACTIVO);
  };

  // clicks here (the dialog included: React events cross portals) must not open the row
  return (
    <span onClick={(event: MouseEvent) => event.stopPropagation()}>
      {compact ? (
        <Tooltip title={translate(label)}>
          <IconButton aria-label={translate(label)} color={color} onClick={onClick} disabled={isPending} size="small">
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button label={label} color={color} onClick={onClick} disabled={isPending}>
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        translateOptions={{ nombre: record.nombre ?? `#${record.id}` }}
        confirm="mz.estatus.desactivar"
        confirmColor="warning"
        onConfirm={() => mutate(Estatus.INACTIVO)}
        onClose={() => setConfirming(false)}
      />
    </span>
  );
}
