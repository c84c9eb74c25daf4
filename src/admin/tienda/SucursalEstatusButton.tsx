import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SucursalFila } from '../../shared/contracts/admin-stores';
import { Estatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

/** Activates or deactivates a branch (PUT .../sucursal/{id}/estatus); deactivating asks first. */
export function SucursalEstatusButton({ sucursal, onChanged, compact = false }: { sucursal: SucursalFila; onChanged: () => void; compact?: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (estatus: number) =>
      dataProvider.putCustom<SucursalFila>(`tienda/${sucursal.tiendaId}/sucursal/${sucursal.id}/estatus`, { estatus }),
    onSuccess: (data) => {
      setConfirming(false);
      notify(data.estatus === Estatus.ACTIVO ? 'mz.estatus.activado' : 'mz.estatus.desactivado', { type: 'success' });
      onChanged();
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  const active = sucursal.estatus === Estatus.ACTIVO;
  const label = active ? 'mz.estatus.desactivar' : 'mz.estatus.activar';
  const color = active ? 'warning' : 'success';
  const icon = active ? <ToggleOffIcon /> : <ToggleOnIcon />;
  const onClick = () => (active ? setConfirming(true) : mutate(Estatus.ACTIVO));
  const accessible = `${translate(label)}: ${sucursal.nombre}`;
  return (
    <>
      {compact ? (
        <Tooltip title={accessible}>
          <IconButton aria-label={accessible} color={color} onClick={onClick} disabled={isPending} size="small">
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
        title="mz.estatus.confirmar_titulo"
        content="resources.tienda.sucursal.confirmar_contenido"
        translateOptions={{ nombre: sucursal.nombre }}
        confirm="mz.estatus.desactivar"
        confirmColor="warning"
        onConfirm={() => mutate(Estatus.INACTIVO)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
