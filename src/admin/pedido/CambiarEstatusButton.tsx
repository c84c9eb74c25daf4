import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { OrdenEstatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

const NOTA_MIN = 3;
const NOTA_MAX = 500;

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
  const [confirming, setConfirming] = useState(false);
  const [estatus, setEstatus] = useState<number | ''>('');
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<OrdenAdmin>(`orden/${o!.id}/estatus`, { estatus, nota: nota.trim() }),
    onSuccess: () => {
      setConfirming(false);
      setOpen(false);
      notify('resources.pedido.cambio.hecho', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!o?.siguientes?.length) return null;

  const notaError = nota.trim().length < NOTA_MIN;
  const start = () => {
    setEstatus(o.siguientes[0]!.id);
    setNota('');
    setTouched(false);
    setOpen(true);
  };
  const submit = () => {
    setTouched(true);
    if (estatus === '' || notaError) return;
    if (estatus === OrdenEstatus.CANCELADO) setConfirming(true);
    else mutate();
  };
  const t = (key: string, options?: object) => translate(`resources.pedido.cambio.${key}`, options);

  return (
    <>
      <Button label="resources.pedido.cambio.boton" onClick={start}>
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="cambio-estatus-titulo">
        <DialogTitle id="cambio-estatus-titulo">{t('titulo', { id: o.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={t('nuevo')} value={estatus} onChange={(e) => setEstatus(Number(e.target.value))} fullWidth>
              {o.siguientes.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.nombre}
                </MenuItem>
              ))}
            </TextField>
            {estatus === OrdenEstatus.VERIFICADO && <Alert severity="info">{t('verifica')}</Alert>}
            {estatus === OrdenEstatus.CANCELADO && <Alert severity="warning">{t('cancela')}</Alert>}
            <TextField
              label={t('nota')}
              value={nota}
              onChange={(e) => setNota(e.target.value.slice(0, NOTA_MAX))}
              onBlur={() => setTouched(true)}
              required
              multiline
              minRows={3}
              error={touched && notaError}
              helperText={touched && notaError ? t('nota_requerida') : t('nota_ayuda', { n: nota.length, max: NOTA_MAX })}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button label="resources.pedido.cambio.guardar" variant="contained" onClick={submit} disabled={isPending} />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.pedido.cambio.confirmar_titulo"
        content="resources.pedido.cambio.confirmar_contenido"
        translateOptions={{ id: o.id }}
        confirm="resources.pedido.cambio.confirmar"
        cancel="resources.pedido.cambio.volver"
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
