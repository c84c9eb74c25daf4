import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { link } from '../../lib/links';
import { requestRecovery } from './api';
import AuthCard from './AuthCard';
import { serverProblem } from './server-problem';
import { emailError } from './validation';

export default function RequestRecoveryForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mensaje, setMensaje] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const answer = await requestRecovery(email.trim());
      if (answer) setMensaje({ ok: true, text: answer.mensaje });
    } catch (err) {
      const found = serverProblem(err);
      setError(found.errores.email ?? null);
      if (found.mensaje) setMensaje({ ok: false, text: found.mensaje });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard title="Recuperar clave" subtitle="Le enviaremos un enlace a su correo para crear una clave nueva.">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {mensaje && <Alert severity={mensaje.ok ? 'success' : 'error'}>{mensaje.text}</Alert>}
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Enviando…' : 'Enviar enlace'}
          </Button>
          <Link href={link('login')} variant="body2" sx={{ textAlign: 'center' }}>
            Volver a Ingresar
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
