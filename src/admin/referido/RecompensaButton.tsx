import SettingsIcon from '@mui/icons-material/Settings';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Recompensa } from '../../shared/contracts/referrals';
import type { AdminDataProvider } from '../providers/data-provider';

const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

/** The reward per customer (GET|PUT /admin/referido/configuracion). */
export function RecompensaButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const key = ['referido', 'configuracion'];
  const { data } = useQuery({ queryKey: key, queryFn: () => dataProvider.getCustom<Recompensa>('referido/configuracion'), enabled: open });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<Recompensa>('referido/configuracion', { recompensa: value.trim().replace(',', '.') }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      notify('resources.referido.recompensa.hecho', { type: 'success' });
      setOpen(false);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const t = (k: string) => translate(`resources.referido.recompensa.${k}`);
  const invalid = !DECIMAL.test(value.trim().replace(',', '.'));
  const shown = value === '' && data ? data.recompensa : value;

  return (
    <>
      <Button label="resources.referido.recompensa.boton" onClick={() => { setValue(''); setOpen(true); }}>
        <SettingsIcon />
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="recompensa-titulo">
        <DialogTitle id="recompensa-titulo">{t('titulo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{t('ayuda')}</Typography>
            <TextField
              label={t('campo')}
              value={shown}
              onChange={(e) => setValue(e.target.value)}
              error={value !== '' && invalid}
              helperText={value !== '' && invalid ? t('invalido') : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 11 } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button label="resources.referido.recompensa.guardar" variant="contained" disabled={isPending || value === '' || invalid} onClick={() => mutate()} />
        </DialogActions>
      </Dialog>
    </>
  );
}
