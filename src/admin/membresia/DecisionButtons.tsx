import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SolicitudMembresiaAdmin } from '../../shared/contracts/membership';
import { MembresiaSolicitudEstatus } from '../../shared/enums';
import type { AdminDataProvider } from '../providers/data-provider';

const T = 'resources.membresia/solicitud.decision';
type Kind = 'aprobar' | 'rechazar' | 'finalizar';

/** datetime-local value -> ISO instant, or undefined when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * Approve (optional from-to), reject (a balance payment goes back to the balance) or end the running
 * membership early (a required note). Every action asks in a dialog first.
 */
export function DecisionButtons() {
  const s = useRecordContext<SolicitudMembresiaAdmin>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [kind, setKind] = useState<Kind | null>(null);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const vigente = s?.membresias?.find((m) => m.vigente && m.estatus.id === 1);
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      kind === 'finalizar'
        ? dataProvider.putCustom(`membresia/${vigente!.id}/finalizar`, { nota: nota.trim() })
        : dataProvider.putCustom(`membresia/solicitud/${s!.id}/estatus`, {
            estatus: kind === 'aprobar' ? MembresiaSolicitudEstatus.APROBADA : MembresiaSolicitudEstatus.RECHAZADA,
            ...(kind === 'aprobar' && instant(desde) ? { fechaInicio: instant(desde) } : {}),
            ...(kind === 'aprobar' && instant(hasta) ? { fechaFinal: instant(hasta) } : {}),
            ...(nota.trim() ? { nota: nota.trim() } : {}),
          }),
    onSuccess: () => {
      notify(kind === 'finalizar' ? `${T}.finalizada` : `${T}.hecho`, { type: 'success' });
      setKind(null);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!s) return null;
  const pending = s.estatus === MembresiaSolicitudEstatus.PENDIENTE;
  const notaError = kind === 'finalizar' && nota.trim().length < 3;
  const open = (k: Kind) => {
    setKind(k);
    setDesde('');
    setHasta('');
    setNota('');
    setTouched(false);
  };
  const submit = () => {
    setTouched(true);
    if (!notaError) mutate();
  };
  const titulo = kind === 'finalizar' ? `${T}.finalizar_titulo` : `${T}.${kind}_titulo`;
  return (
    <>
      {pending && (
        <>
          <Button label={`${T}.aprobar`} variant="contained" color="success" onClick={() => open('aprobar')}>
            <CheckIcon />
          </Button>
          <Button label={`${T}.rechazar`} color="error" onClick={() => open('rechazar')}>
            <CloseIcon />
          </Button>
        </>
      )}
      {vigente && (
        <Button label={`${T}.finalizar`} color="warning" onClick={() => open('finalizar')}>
          <EventBusyIcon />
        </Button>
      )}
      <Dialog open={kind !== null} onClose={() => !isPending && setKind(null)} fullWidth maxWidth="sm" aria-labelledby="decision-titulo">
        <DialogTitle id="decision-titulo">{kind && translate(titulo, { id: kind === 'finalizar' ? vigente?.id : s.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {kind && <Alert severity={kind === 'aprobar' ? 'info' : 'warning'}>{translate(`${T}.${kind}_ayuda`, { dias: s.planDias })}</Alert>}
            {kind === 'aprobar' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField type="datetime-local" label={translate(`${T}.fechaInicio`)} value={desde} onChange={(e) => setDesde(e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
                <TextField type="datetime-local" label={translate(`${T}.fechaFinal`)} value={hasta} onChange={(e) => setHasta(e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
              </Stack>
            )}
            <TextField
              label={translate(`${T}.nota`)}
              value={nota}
              onChange={(e) => setNota(e.target.value.slice(0, 500))}
              onBlur={() => setTouched(true)}
              error={touched && notaError}
              helperText={touched && notaError ? translate(`${T}.nota_requerida`) : undefined}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label={`${T}.volver`} onClick={() => setKind(null)} disabled={isPending} />
          <Button label={`${T}.confirmar`} variant="contained" onClick={submit} disabled={isPending} />
        </DialogActions>
      </Dialog>
    </>
  );
}
