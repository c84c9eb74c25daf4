import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SolicitudBorradoDetalle } from '../../shared/contracts/admin-borrar-cuenta';
import { SolicitudBorradoEstatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

const NOTA_MIN = 3;
const NOTA_MAX = 500;

/**
 * Approve or reject a pending request with a required note (PUT /admin/borrar-cuenta/{id}/aprobar|rechazar).
 * The approval dialog repeats the warnings (balance, orders in progress) and what approving does.
 */
export function ResolverButtons() {
  const r = useRecordContext<SolicitudBorradoDetalle>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [verb, setVerb] = useState<'aprobar' | 'rechazar' | null>(null);
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<SolicitudBorradoDetalle>(`borrar-cuenta/${r!.id}/${verb}`, { nota: nota.trim() }),
    onSuccess: () => {
      notify(`resources.borrar-cuenta.resolver.hecho_${verb}`, { type: 'success' });
      setVerb(null);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!r || r.estatus !== SolicitudBorradoEstatus.PENDIENTE) return null;
  const t = (key: string, options?: object) => translate(`resources.borrar-cuenta.resolver.${key}`, options);
  const notaError = nota.trim().length < NOTA_MIN;
  const open = (v: 'aprobar' | 'rechazar') => {
    setNota('');
    setTouched(false);
    setVerb(v);
  };
  const advertencias = r.advertencias ?? [];

  return (
    <>
      <Button label="resources.borrar-cuenta.resolver.aprobar" color="error" variant="contained" onClick={() => open('aprobar')}>
        <CheckIcon />
      </Button>
      <Button label="resources.borrar-cuenta.resolver.rechazar" onClick={() => open('rechazar')}>
        <CloseIcon />
      </Button>
      <Dialog open={verb !== null} onClose={() => !isPending && setVerb(null)} fullWidth maxWidth="sm" aria-labelledby="resolver-titulo">
        <DialogTitle id="resolver-titulo">{t(`titulo_${verb ?? 'aprobar'}`, { nombre: r.clienteNombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {verb === 'aprobar' && advertencias.map((a) => <Alert key={a} severity="warning">{a}</Alert>)}
            <Typography variant="body2">{t(`efecto_${verb ?? 'aprobar'}`)}</Typography>
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
          <Button label="ra.action.cancel" onClick={() => setVerb(null)} disabled={isPending} />
          <Button
            label="resources.borrar-cuenta.resolver.confirmar"
            variant="contained"
            color={verb === 'aprobar' ? 'error' : 'primary'}
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
