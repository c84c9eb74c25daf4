/** Customer registration; on success the shopper is asked to confirm the e-mail. */
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TipoDocumento } from '../../../shared/enums';
import { link } from '../../lib/links';
import { isRegistered, register } from './api';
import AuthCard from './AuthCard';
import PasswordField from './PasswordField';
import { serverProblem } from './server-problem';
import { hasErrors, validateRegister, type FieldErrors, type RegisterForm } from './validation';

const EMPTY: RegisterForm = { nombre: '', apellido: '', email: '', telefono: '', tipoDocumento: 'V', documento: '', clave: '', confirmacion: '' };

export default function RegisterPage() {
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterForm>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [params] = useSearchParams();
  // a friend's 'Comparte y gana' link brings ?ref=CODE
  const [codigoReferido, setCodigoReferido] = useState(() => (params.get('ref') ?? '').trim().toUpperCase().slice(0, 12));
  const [codigoError, setCodigoError] = useState<string | null>(null);

  /** Tells at once when the e-mail already has an account (the server checks again on submit). */
  async function checkEmail() {
    const email = form.email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return;
    if (await isRegistered(email)) setErrors((e) => ({ ...e, email: 'Ya existe una cuenta con este correo electrónico' }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    setMensaje(null);
    const { confirmacion: _, ...fields } = form;
    const codigo = codigoReferido.trim();
    const body = {
      ...fields,
      nombre: form.nombre.trim(),
      apellido: form.apellido.trim(),
      email: form.email.trim(),
      telefono: form.telefono.trim(),
      documento: form.documento.trim(),
      ...(codigo ? { codigoReferido: codigo } : {}),
    };
    setCodigoError(null);
    try {
      if (await register(body)) setRegisteredEmail(body.email);
    } catch (error) {
      const problem = serverProblem(error);
      setMensaje(problem.mensaje);
      setErrors(problem.errores);
      setCodigoError(problem.errores.codigoReferido ?? null);
    } finally {
      setPending(false);
    }
  }

  if (registeredEmail) {
    return (
      <AuthCard title="¡Registro exitoso!">
        <Box sx={{ textAlign: 'center' }}>
          <MarkEmailRead color="primary" sx={{ fontSize: 64, mb: 2 }} />
          <Typography sx={{ mb: 3 }}>
            Le enviamos un correo a <strong>{registeredEmail}</strong>. Revise su bandeja de entrada y siga el enlace para
            verificar su cuenta antes de ingresar.
          </Typography>
          <Button href={link('login')} variant="contained">Ir a Ingresar</Button>
        </Box>
      </AuthCard>
    );
  }

  const field = (name: keyof RegisterForm, label: string, extra: object = {}) => ({
    label,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    required: true,
    fullWidth: true,
    ...extra,
  });

  return (
    <AuthCard title="Crear cuenta" subtitle="Regístrese para comprar y seguir sus pedidos.">
      <Box component="form" onSubmit={submit} noValidate>
        {mensaje && <Alert severity="error" sx={{ mb: 2 }}>{mensaje}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('nombre', 'Nombre', { autoComplete: 'given-name', autoFocus: true })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('apellido', 'Apellido', { autoComplete: 'family-name' })} />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
              onBlur={() => void checkEmail()}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...field('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel', placeholder: '0414-1234567' })} />
          </Grid>
          <Grid size={{ xs: 4, sm: 3 }}>
            <TextField {...field('tipoDocumento', 'Tipo')} select>
              {TipoDocumento.map((t) => (
                <MenuItem key={t} value={t}>{t}</MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 8, sm: 9 }}>
            <TextField {...field('documento', 'Documento de identidad', { slotProps: { htmlInput: { inputMode: 'numeric' } } })} />
          </Grid>
          <Grid size={12}>
            <PasswordField {...field('clave', 'Clave', { autoComplete: 'new-password' })} helperText={errors.clave ?? '8 a 64 caracteres, con al menos una letra y un número'} />
          </Grid>
          <Grid size={12}>
            <PasswordField {...field('confirmacion', 'Confirmar clave', { autoComplete: 'new-password' })} />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Código de referido (opcional)"
              value={codigoReferido}
              onChange={(e) => setCodigoReferido(e.target.value.toUpperCase())}
              error={Boolean(codigoError)}
              helperText={codigoError ?? (codigoReferido ? 'Usted y quien le invitó ganan saldo con su primer pedido' : 'Si un amigo le invitó, escriba su código')}
              slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters' } }}
              fullWidth
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
              {pending ? 'Registrando…' : 'Crear cuenta'}
            </Button>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
          ¿Ya tiene cuenta? <Link href={link('login')}>Ingrese aquí</Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
