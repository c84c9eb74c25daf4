import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { OrdenEstatus } from '../../shared/enums';
import { NOTA_MAX, NoteConfirmDialog } from '../common/NoteConfirmDialog';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * Moves the order to one of the statuses the server allows next (PUT /admin/orden/{id}/estatus) with a
 * required note; cancelling asks once more, since it returns stock, balance and coupon.
 */
export function CambiarEstatusButton() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pendingNota, setPendingNota] = useState<string | null>(null);
  const [estatus, setEstatus] = useState<number | ''>('');
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (nota: string) => dataProvider.putCustom<OrdenAdmin>(`orden/${o!.id}/estatus`, { estatus, nota }),
    onSuccess: () => {
      setOpen(false);
      notify('resources.pedido.cambio.hecho', { type: 'success' });
      refresh();
    },
    onSettled: () => setPendingNota(null),
  });
  if (!o?.siguientes?.length) return null;

  const start = () => {
    setEstatus(o.siguientes[0]!.id);
    reset();
    setOpen(true);
  };
  const t = (key: string, options?: object) => translate(`resources.pedido.cambio.${key}`, options);

  return (
    <>
      <Button label="resources.pedido.cambio.boton" onClick={start}>
        <SwapHorizIcon />
      </Button>
      <NoteConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(nota) => (estatus === OrdenEstatus.CANCELADO ? setPendingNota(nota) : mutate(nota))}
        title={t('titulo', { id: o.id })}
        confirmLabel="resources.pedido.cambio.guardar"
        noteLabel="resources.pedido.cambio.nota"
        noteRequiredMessage="resources.pedido.cambio.nota_requerida"
        noteHelp={(n) => t('nota_ayuda', { n, max: NOTA_MAX })}
        canConfirm={estatus !== ''}
        loading={isPending}
        error={error?.message}
      >
        <TextField select label={t('nuevo')} value={estatus} onChange={(e) => setEstatus(Number(e.target.value))} fullWidth>
          {o.siguientes.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.nombre}
            </MenuItem>
          ))}
        </TextField>
        {estatus === OrdenEstatus.VERIFICADO && <Alert severity="info">{t('verifica')}</Alert>}
        {estatus === OrdenEstatus.CANCELADO && <Alert severity="warning">{t('cancela')}</Alert>}
      </NoteConfirmDialog>
      <Confirm
        isOpen={pendingNota !== null}
        loading={isPending}
        title="resources.pedido.cambio.confirmar_titulo"
        content="resources.pedido.cambio.confirmar_contenido"
        translateOptions={{ id: o.id }}
        confirm="resources.pedido.cambio.confirmar"
        cancel="resources.pedido.cambio.volver"
        confirmColor="warning"
        onConfirm={() => pendingNota !== null && mutate(pendingNota)}
        onClose={() => setPendingNota(null)}
      />
    </>
  );
}
