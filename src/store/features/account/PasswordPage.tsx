/** /mi-cuenta/clave: current and new password; the other sessions end and this one continues with a new token. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { passwordProblem } from '../../../shared/contracts/auth';
import { link } from '../../lib/links';
import { useSessionStore } from '../../state/session';
import AccountCard from './AccountCard';
import { changePassword, formProblem } from './api';

const EMPTY = { claveActual: '', claveNueva: '', confirmacion: '' };

export default function PasswordPage() {
  const [form, setForm] = useState(EMPTY);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.claveActual) found.claveActual = 'Ingrese su clave actual';
    const weak = passwordProblem(form.claveNueva);
    if (weak) found.claveNueva = weak;
    else if (form.claveNueva === form.claveActual) found.claveNueva = 'La nueva clave debe ser distinta de la actual';
    if (form.confirmacion !== form.claveNueva) found.confirmacion = 'Las claves no coinciden';
    setErrores(found);
    setMensaje(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const session = await changePassword(form.claveActual, form.claveNueva);
      if (session) useSessionStore.getState().save(session.token, session.refresh);
      setForm(EMPTY);
      setDone(true);
    } catch (error) {
      const problem = formProblem(error);
      setErrores(problem.errores);
      setMensaje(Object.keys(problem.errores).length ? null : problem.mensaje);
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => ({
    label,
    type: 'password',
    autoComplete,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errores[name]),
    helperText: errores[name] ?? hint,
    required: true,
    fullWidth: true,
  });

  return (
    <AccountCard title="Cambiar clave" subtitle="Al cambiarla se cerrarán sus sesiones en otros dispositivos.">
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">Su clave fue actualizada. Las sesiones en otros dispositivos fueron cerradas.</Alert>
          <Button href={link('miCuenta')} variant="contained">
            Volver a Mi perfil
          </Button>
        </Stack>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {mensaje && <Alert severity="error">{mensaje}</Alert>}
            <TextField {...field('claveActual', 'Clave actual', 'current-password')} />
            <TextField {...field('claveNueva', 'Nueva clave', 'new-password', '8 a 64 caracteres, con al menos una letra y un número')} />
            <TextField {...field('confirmacion', 'Confirmar nueva clave', 'new-password')} />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {pending ? 'Guardando…' : 'Cambiar clave'}
            </Button>
          </Stack>
        </Box>
      )}
    </AccountCard>
  );
}
