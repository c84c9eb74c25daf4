import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { link } from '../../lib/links';
import { resetPassword } from './api';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import { serverProblem } from './server-problem';
import { hasErrors, newPasswordErrors, type FieldErrors } from './validation';

export default function ResetPasswordForm({ token }: { token: string }) {
  const [clave, setClave] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'clave' | 'confirmacion'>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(clave, confirmacion);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const answer = await resetPassword(token, clave);
      if (answer) setResult({ ok: true, text: answer.mensaje });
    } catch (err) {
      const problem = serverProblem(err);
      setErrors({ clave: problem.errores.clave });
      if (problem.mensaje) setResult({ ok: false, text: problem.errores.token ? 'El enlace no es válido o ya expiró. Solicite uno nuevo.' : problem.mensaje });
    } finally {
      setPending(false);
    }
  }

  if (result?.ok) {
    return (
      <AuthCard title="Clave actualizada">
        <Stack spacing={2}>
          <Alert severity="success">{result.text}</Alert>
          <Button href={link('login')} variant="contained">Ir a Ingresar</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Nueva clave" subtitle="Elija una clave de 8 a 64 caracteres, con al menos una letra y un número.">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {result && (
            <Alert severity="error">
              {result.text} <Link href={link('recuperarClave')}>Solicitar un nuevo enlace</Link>
            </Alert>
          )}
          <PasswordField
            label="Clave nueva"
            autoComplete="new-password"
            value={clave}
            onChange={(e) => setClave(e.target.value)}
            error={Boolean(errors.clave)}
            helperText={errors.clave}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label="Confirmar clave"
            autoComplete="new-password"
            value={confirmacion}
            onChange={(e) => setConfirmacion(e.target.value)}
            error={Boolean(errors.confirmacion)}
            helperText={errors.confirmacion}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Guardando…' : 'Guardar clave'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
