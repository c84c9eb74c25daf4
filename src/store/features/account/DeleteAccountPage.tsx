/**
 * /mi-cuenta/borrar-cuenta: the request to delete the account (reason and password, confirmed in a
 * dialog) and the status of the latest request. Support staff approve or reject it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DeletionRequest } from '../../../shared/contracts/account';
import { SolicitudBorradoEstatus } from '../../../shared/enums';
import { useCustomerUid } from '../../lib/use-website';
import AccountCard from './AccountCard';
import CurrentPasswordField, { CLAVE_ACTUAL_REQUERIDA } from './CurrentPasswordField';
import { deletionStatus, formProblem, requestDeletion } from './api';
import { formatCaracasDate } from './dates';

const SEVERITY = { 1: 'info', 2: 'success', 3: 'warning' } as const;

function Status({ solicitud }: { solicitud: DeletionRequest }) {
  const severity = SEVERITY[solicitud.estatus as 1 | 2 | 3] ?? 'info';
  return (
    <Alert severity={severity} sx={{ mb: 3 }} data-testid="solicitud-estatus">
      <Typography sx={{ fontWeight: 600 }}>Solicitud del {formatCaracasDate(solicitud.creadoEn)}: {solicitud.estatusNombre}</Typography>
      <Typography variant="body2">Motivo: {solicitud.motivo}</Typography>
      {solicitud.estatus === SolicitudBorradoEstatus.PENDIENTE && (
        <Typography variant="body2">Nuestro equipo de Atención al cliente la revisará y le responderá por correo.</Typography>
      )}
      {solicitud.nota && <Typography variant="body2">Respuesta: {solicitud.nota}</Typography>}
    </Alert>
  );
}

export default function DeleteAccountPage() {
  const uid = useCustomerUid();
  const queryClient = useQueryClient();
  const queryKey = ['usuario', 'borrarcuenta', uid];
  const { data, isPending } = useQuery({ queryKey, queryFn: deletionStatus, enabled: uid !== null });
  const [motivo, setMotivo] = useState('');
  const [clave, setClave] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const solicitud = data?.solicitud ?? null;
  const pendingRequest = solicitud?.estatus === SolicitudBorradoEstatus.PENDIENTE;

  function check(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (motivo.trim().length < 3) found.motivo = 'Indique el motivo (al menos 3 caracteres)';
    if (!clave) found.clave = CLAVE_ACTUAL_REQUERIDA;
    setErrores(found);
    setMensaje(null);
    if (!Object.keys(found).length) setConfirming(true);
  }

  async function send() {
    setConfirming(false);
    setPending(true);
    try {
      const answer = await requestDeletion(motivo.trim(), clave);
      queryClient.setQueryData(queryKey, answer);
      setMotivo('');
      setClave('');
    } catch (error) {
      const problem = formProblem(error);
      setErrores(problem.errores);
      setMensaje(Object.keys(problem.errores).length ? null : problem.mensaje);
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountCard title="Borrar mi cuenta" subtitle="Al aprobarse, sus datos personales se eliminan y no podrá volver a ingresar con esta cuenta.">
      {isPending ? (
        <Skeleton height={80} />
      ) : (
        <>
          {solicitud && <Status solicitud={solicitud} />}
          {!pendingRequest && (
            <Box component="form" onSubmit={check} noValidate>
              <Stack spacing={2}>
                <Alert severity="warning">
                  Sus pedidos y movimientos de saldo se conservan de forma anónima. Si tiene saldo disponible, úselo antes de solicitar el borrado.
                </Alert>
                {mensaje && <Alert severity="error">{mensaje}</Alert>}
                <TextField
                  label="Motivo"
                  value={motivo}
                  onChange={(e) => setMotivo(e.target.value)}
                  error={Boolean(errores.motivo)}
                  helperText={errores.motivo ?? '¿Por qué desea borrar su cuenta?'}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  multiline
                  minRows={3}
                  required
                  fullWidth
                />
                <CurrentPasswordField value={clave} onChange={setClave} error={errores.clave} />
                <Button type="submit" variant="contained" color="error" size="large" disabled={pending}>
                  {pending ? 'Enviando…' : 'Solicitar borrado de la cuenta'}
                </Button>
              </Stack>
            </Box>
          )}
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>¿Solicitar el borrado de su cuenta?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Cuando Atención al cliente apruebe la solicitud, se eliminarán su nombre, correo, teléfono, documento y direcciones, y se cerrarán todas sus sesiones.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">
            Cancelar
          </Button>
          <Button onClick={() => void send()} color="error" variant="contained">
            Sí, solicitar borrado
          </Button>
        </DialogActions>
      </Dialog>
    </AccountCard>
  );
}
