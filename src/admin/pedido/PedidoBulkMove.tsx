import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResultadoLote } from '../../shared/contracts/admin-orders';
import { OrdenEstatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';
import { ESTATUS_CHOICES } from './estatus';

const NOTA_MIN = 3;
const NOTA_MAX = 500;

/**
 * Moves the selected orders to one status with one note (PUT /admin/orden/estatus-lote). The server moves
 * each order on its own and reports the ones that could not move; cancelling asks once more.
 */
export function PedidoBulkMove() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [estatus, setEstatus] = useState<number>(OrdenEstatus.VERIFICADO);
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const [resultado, setResultado] = useState<ResultadoLote | null>(null);
  const t = (key: string, options?: object) => translate(`resources.pedido.lote.${key}`, options);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<ResultadoLote>('orden/estatus-lote', { ids: selectedIds, estatus, nota: nota.trim() }),
    onSuccess: (r) => {
      setConfirming(false);
      setResultado(r);
      notify(t('hecho', { movidas: r.movidas.length, errores: r.errores.length }), { type: r.errores.length ? 'warning' : 'success' });
      refresh();
      if (!r.errores.length) {
        setOpen(false);
        onUnselectItems();
      }
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  const notaError = nota.trim().length < NOTA_MIN;
  const submit = () => {
    setTouched(true);
    if (notaError) return;
    if (estatus === OrdenEstatus.CANCELADO) setConfirming(true);
    else mutate();
  };
  return (
    <>
      <Button
        label="resources.pedido.lote.boton"
        onClick={() => {
          setResultado(null);
          setTouched(false);
          setOpen(true);
        }}
      >
        <SwapHorizIcon />
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="lote-titulo">
        <DialogTitle id="lote-titulo">{t('titulo', { n: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={t('nuevo')} value={estatus} onChange={(e) => setEstatus(Number(e.target.value))} fullWidth>
              {ESTATUS_CHOICES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <Alert severity="info">{t('ayuda')}</Alert>
            <TextField
              label={translate('resources.pedido.cambio.nota')}
              value={nota}
              onChange={(e) => setNota(e.target.value.slice(0, NOTA_MAX))}
              onBlur={() => setTouched(true)}
              error={touched && notaError}
              helperText={touched && notaError ? translate('resources.pedido.cambio.nota_requerida') : t('nota_ayuda')}
              multiline
              minRows={2}
              fullWidth
            />
            {resultado && resultado.errores.length > 0 && (
              <Alert severity="warning" role="alert">
                {t('errores')}
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {resultado.errores.map((e) => (
                    <li key={e.id}>
                      #{e.id}: {e.mensaje}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="resources.pedido.cambio.volver" onClick={() => setOpen(false)} disabled={isPending} />
          <Button label="resources.pedido.cambio.guardar" variant="contained" onClick={submit} disabled={isPending} />
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={t('confirmar_titulo', { n: selectedIds.length })}
        content="resources.pedido.cambio.confirmar_contenido"
        confirm="resources.pedido.cambio.confirmar"
        cancel="resources.pedido.cambio.volver"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
