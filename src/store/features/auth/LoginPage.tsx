/** Login with e-mail and password; honours returnUrl; shows the server's reason when refused. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { UsuarioEstatus } from '../../../shared/enums';
import { link } from '../../lib/links';
import { queryClient } from '../../lib/query-client';
import { lastOrderZone } from '../../lib/orders-api';
import { safeReturnUrl } from '../../lib/session';
import { useCartStore } from '../../state/cart';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { login } from './api';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import ResendVerification from './ResendVerification';
import { serverProblem, type ServerProblem } from './server-problem';
import { hasErrors, validateLogin, type FieldErrors, type LoginForm } from './validation';

export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSessionStore((s) => s.save);
  const [form, setForm] = useState<LoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginForm>>({});
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    setProblem(null);
    try {
      const answer = await login({ username: form.username.trim(), password: form.password });
      if (!answer) return;
      save(answer.token, answer.refresh);
      queryClient.removeQueries({ queryKey: ['website', 'resolve'] });
      const slug = useZoneStore.getState().slug;
      const pagina = Number(params.get('pagina') ?? 0);
      if (slug && params.get('carrito') === 'pagar' && [0, 1, 2].includes(pagina)) {
        // the guest cart merges into the customer's cart before paying it
        await useCartStore.getState().mergeGuest(slug);
        navigate(link('pagar', { zona: slug, pagina }), { replace: true });
        return;
      }
      // without a returnUrl: the zone this browser last shopped in, else the zone of the customer's last order
      const back = safeReturnUrl(params.get('returnUrl'));
      const zona = back ? null : (slug ?? (await lastOrderZone()));
      navigate(back ?? (zona ? link('zona', { zona }) : link('inicio')), { replace: true });
    } catch (error) {
      setProblem(serverProblem(error));
    } finally {
      setPending(false);
    }
  }

  const set = (field: keyof LoginForm) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  return (
    <AuthCard title="Ingresar" subtitle="Ingrese con su correo electrónico y su clave.">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {problem?.mensaje && (
            <Alert severity={problem.estatus ? 'warning' : 'error'}>
              {problem.mensaje}
              {problem.estatus === UsuarioEstatus.VERIFICAR_EMAIL && <ResendVerification email={form.username.trim()} />}
            </Alert>
          )}
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            value={form.username}
            onChange={set('username')}
            error={Boolean(errors.username)}
            helperText={errors.username}
            required
            fullWidth
            autoFocus
          />
          <PasswordField
            label="Clave"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
            fullWidth
          />
          <Link href={link('recuperarClave')} variant="body2" sx={{ alignSelf: 'flex-end' }}>
            ¿Olvidó su clave?
          </Link>
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Ingresando…' : 'Ingresar'}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            ¿No tiene cuenta? <Link href={link('registro')}>Regístrese aquí</Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
