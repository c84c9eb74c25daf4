import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ReferidoFila } from '../../shared/contracts/referrals';
import { ReferidoEstatus } from '../../shared/enums';
import { formatAmount } from '../../shared/money';
import type { AdminDataProvider } from '../providers/data-provider';

const NOTA_MIN = 3;
const NOTA_MAX = 500;

/** Reverses a credited reward with a required note (PUT /admin/referido/{id}/revertir). */
export function RevertirButton() {
  const r = useRecordContext<ReferidoFila>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<ReferidoFila>(`referido/${r!.id}/revertir`, { nota: nota.trim() }),
    onSuccess: () => {
      notify('resources.referido.revertir.hecho', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!r || r.estatus !== ReferidoEstatus.ACREDITADA) return null;
  const t = (key: string, options?: object) => translate(`resources.referido.revertir.${key}`, options);
  const notaError = nota.trim().length < NOTA_MIN;

  return (
    <>
      <Button label="resources.referido.revertir.boton" color="warning" onClick={() => { setNota(''); setTouched(false); setOpen(true); }}>
        <UndoIcon />
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="revertir-titulo">
        <DialogTitle id="revertir-titulo">{t('titulo', { id: r.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('efecto', { monto: formatAmount(r.monto), referidor: r.referidorEmail, referido: r.referidoEmail })}</Typography>
            <TextField
              label={t('nota')}
              value={nota}
              onChange={(e) => setNota(e.target.value.slice(0, NOTA_MAX))}
              onBlur={() => setTouched(true)}
              required
              multiline
              minRows={3}
              error={touched && notaError}
              helperText={touched && notaError ? t('nota_requerida') : `${nota.length}/${NOTA_MAX}`}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button
            label="resources.referido.revertir.confirmar"
            variant="contained"
            color="warning"
            disabled={isPending}
            onClick={() => {
              setTouched(true);
              if (!notaError) mutate();
            }}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
