/**
 * /mi-cuenta/correo: asks for the new e-mail and the current password, and mails a link to the new
 * address. Opening that link (this page with ?token=, signed in) and confirming applies the change; the
 * other sessions end and this device continues with a new one.
 */
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { link } from '../../lib/links';
import { useProfile } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';
import AccountCard from './AccountCard';
import CurrentPasswordField, { CLAVE_ACTUAL_REQUERIDA } from './CurrentPasswordField';
import { confirmEmailChange, formProblem, requestEmailChange } from './api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The link's page: one click applies the change (this device gets a new session, the others end). */
function ConfirmChange({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ ok: boolean; mensaje: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      const answer = await confirmEmailChange(token);
      if (answer) useSessionStore.getState().save(answer.token, answer.refresh);
      await queryClient.invalidateQueries({ queryKey: ['usuario', 'perfil'] });
      setState({ ok: true, mensaje: answer?.mensaje ?? 'Su correo fue actualizado.' });
    } catch (error) {
      setState({ ok: false, mensaje: formProblem(error).mensaje ?? 'No fue posible confirmar el cambio.' });
    } finally {
      setPending(false);
    }
  }

  if (!state)
    return (
      <Stack spacing={2}>
        <Typography>Confirme que desea usar su nuevo correo electrónico para ingresar a su cuenta.</Typography>
        <Button variant="contained" size="large" onClick={() => void confirm()} disabled={pending} startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {pending ? 'Confirmando…' : 'Confirmar mi nuevo correo'}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Alert severity={state.ok ? 'success' : 'error'}>{state.mensaje}</Alert>
      {state.ok ? (
        <Button href={link('miCuenta')} variant="contained">
          Volver a Mi perfil
        </Button>
      ) : (
        <Button href={link('miCuentaCorreo')} variant="outlined">
          Solicitar un nuevo enlace
        </Button>
      )}
    </Stack>
  );
}

function RequestChange() {
  const { data: profile } = useProfile();
  const [email, setEmail] = useState('');
  const [clave, setClave] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = 'Ingrese un correo electrónico válido';
    if (!clave) found.clave = CLAVE_ACTUAL_REQUERIDA;
    setErrores(found);
    setMensaje(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await requestEmailChange(email.trim(), clave);
      setSent(email.trim());
    } catch (error) {
      const problem = formProblem(error);
      setErrores(problem.errores);
      setMensaje(Object.keys(problem.errores).length ? null : problem.mensaje);
    } finally {
      setPending(false);
    }
  }

  if (sent)
    return (
      <Box sx={{ textAlign: 'center' }}>
        <MarkEmailRead color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography sx={{ mb: 1 }} data-testid="correo-enviado">
          Le enviamos un enlace a <strong>{sent}</strong>.
        </Typography>
        <Typography color="text.secondary">El cambio se aplicará cuando abra ese enlace con su sesión iniciada. Mientras tanto, siga usando su correo actual.</Typography>
      </Box>
    );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {profile && (
          <Typography>
            Correo actual: <strong>{profile.email}</strong>
          </Typography>
        )}
        {mensaje && <Alert severity="error">{mensaje}</Alert>}
        <TextField
          label="Nuevo correo electrónico"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errores.email)}
          helperText={errores.email}
          slotProps={{ htmlInput: { maxLength: 180 } }}
          required
          fullWidth
        />
        <CurrentPasswordField value={clave} onChange={setClave} error={errores.clave} />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Enviando…' : 'Enviar enlace de confirmación'}
        </Button>
      </Stack>
    </Box>
  );
}

export default function EmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AccountCard title="Cambiar correo electrónico" subtitle={token ? undefined : 'Le enviaremos un enlace al nuevo correo para confirmarlo.'}>
      {token ? <ConfirmChange token={token} /> : <RequestChange />}
    </AccountCard>
  );
}
