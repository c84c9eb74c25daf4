import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MOTIVO_MIN } from '../../shared/contracts/admin-customers';
import { UsuarioEstatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

const MOTIVO_MAX = 500;

interface Bloqueable {
  id: number;
  nombre: string;
  apellido: string;
  estatus: number;
}

/**
 * Blocks or unblocks a customer or staff member (PUT /admin/<resource>/{id}/bloqueo) with a required
 * reason; texts under resources.<resource>.bloqueo. The spec's path `cliente/{cliente}/bloqueo` opens the
 * page with the dialog open (`?accion=bloqueo`).
 */
export function BloqueoButton({ resource }: { resource: 'cliente' | 'usuario' }) {
  const c = useRecordContext<Bloqueable>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [params, setParams] = useSearchParams();
  // the spec's path `cliente/{cliente}/bloqueo` arrives as `?accion=bloqueo`: the dialog opens at once
  const [open, setOpen] = useState(() => params.get('accion') === 'bloqueo');
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const bloqueado = c?.estatus === UsuarioEstatus.BLOQUEADO;
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.putCustom<Bloqueable>(`${resource}/${c!.id}/bloqueo`, { bloquear: !bloqueado, motivo: motivo.trim() }),
    onSuccess: () => {
      setOpen(false);
      notify(`resources.${resource}.bloqueo.${bloqueado ? 'hecho_desbloquear' : 'hecho_bloquear'}`, { type: 'success' });
      refresh();
    },
    onError: (error: Error & { body?: { errors?: Record<string, string> } }) => {
      setServerError(error.body?.errors?.motivo ?? error.message);
    },
  });
  const start = () => {
    setMotivo('');
    setTouched(false);
    setServerError(null);
    setOpen(true);
  };
  useEffect(() => {
    if (params.get('accion') !== 'bloqueo') return;
    params.delete('accion');
    setParams(params, { replace: true });
  }, [params, setParams]);
  if (!c || c.estatus === UsuarioEstatus.ELIMINADO) return null;

  const t = (key: string, options?: object) => translate(`resources.${resource}.bloqueo.${key}`, options);
  const motivoError = motivo.trim().replace(/\s+/g, ' ').length < MOTIVO_MIN;
  const submit = () => {
    setTouched(true);
    if (!motivoError) mutate();
  };
  const nombre = `${c.nombre} ${c.apellido}`.trim();

  return (
    <>
      <Button label={`resources.${resource}.bloqueo.${bloqueado ? 'desbloquear' : 'bloquear'}`} onClick={start} color={bloqueado ? 'primary' : 'error'}>
        {bloqueado ? <LockOpenIcon /> : <BlockIcon />}
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="bloqueo-titulo">
        <DialogTitle id="bloqueo-titulo">{t(bloqueado ? 'titulo_desbloquear' : 'titulo_bloquear', { nombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity={bloqueado ? 'info' : 'warning'}>{t(bloqueado ? 'aviso_desbloquear' : 'aviso_bloquear')}</Alert>
            <TextField
              label={t('motivo')}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value.slice(0, MOTIVO_MAX))}
              onBlur={() => setTouched(true)}
              required
              multiline
              minRows={3}
              error={(touched && motivoError) || serverError !== null}
              helperText={serverError ?? (touched && motivoError ? t('motivo_requerido') : t('motivo_ayuda', { n: motivo.length }))}
              fullWidth
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
          <Button
            label={`resources.${resource}.bloqueo.${bloqueado ? 'desbloquear' : 'bloquear'}`}
            variant="contained"
            color={bloqueado ? 'primary' : 'error'}
            onClick={submit}
            disabled={isPending}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
