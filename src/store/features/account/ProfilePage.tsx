/**
 * /mi-cuenta: the customer's profile (name, e-mail, document, phone, plan, membership end) with the name
 * and document editable, and the way to the other account pages.
 */
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Email from '@mui/icons-material/Email';
import Lock from '@mui/icons-material/Lock';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Redeem from '@mui/icons-material/Redeem';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DOCUMENTO_INVALIDO, DOCUMENTO_PATTERN } from '../../../shared/contracts/account';
import type { Profile } from '../../../shared/contracts/auth';
import { TipoDocumento, usuarioTipoEtiqueta, type TipoDocumentoId } from '../../../shared/enums';
import { formatPhone } from '../../../shared/phone';
import { link, type LinkName } from '../../lib/links';
import { profileQuery } from '../../lib/queries';
import { formatCaracasDate } from './dates';
import { useCustomerUid, useProfile, useResolve } from '../../lib/use-website';
import AccountCard from './AccountCard';
import { formProblem, updateProfile } from './api';

const PAGES: { name: LinkName; label: string; hint: string; icon: typeof Email }[] = [
  { name: 'miCuentaCorreo', label: 'Correo electrónico', hint: 'Cambiar el correo con el que ingresa', icon: Email },
  { name: 'miCuentaClave', label: 'Clave', hint: 'Cambiar su clave de acceso', icon: Lock },
  { name: 'cambioTelefono', label: 'Teléfono', hint: 'Teléfono de contacto para sus entregas', icon: PhoneIphone },
  { name: 'tarjetaSaldo', label: 'Saldo TZM', hint: 'Su saldo, sus movimientos, tarjetas y códigos de regalo', icon: AccountBalanceWallet },
  { name: 'comparteYGana', label: 'Comparte y gana', hint: 'Invite a sus amigos y gane saldo', icon: Redeem },
  { name: 'miCuentaBorrar', label: 'Borrar mi cuenta', hint: 'Solicitar el borrado de su cuenta', icon: DeleteForever },
];

function ProfileForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const uid = useCustomerUid();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    nombre: profile.nombre,
    apellido: profile.apellido,
    tipoDocumento: (profile.tipoDocumento ?? 'V') as TipoDocumentoId,
    documento: profile.documento ?? '',
  });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.nombre.trim()) found.nombre = 'Este campo es obligatorio';
    if (!form.apellido.trim()) found.apellido = 'Este campo es obligatorio';
    if (!new RegExp(DOCUMENTO_PATTERN).test(form.documento.trim())) found.documento = DOCUMENTO_INVALIDO;
    setErrores(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const saved = await updateProfile({ ...form, documento: form.documento.trim() });
      if (saved) queryClient.setQueryData(profileQuery(uid).queryKey, saved);
      onDone();
    } catch (error) {
      const problem = formProblem(error);
      setMensaje(problem.mensaje);
      setErrores(problem.errores);
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof typeof form, label: string) => ({
    label,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errores[name]),
    helperText: errores[name],
    fullWidth: true,
    required: true,
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {mensaje && <Alert severity="error" sx={{ mb: 2 }}>{mensaje}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('nombre', 'Nombre')} autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('apellido', 'Apellido')} autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 4, sm: 3 }}>
          <TextField {...field('tipoDocumento', 'Tipo')} select>
            {TipoDocumento.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 8, sm: 9 }}>
          <TextField {...field('documento', 'Documento de identidad')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Guardando…' : 'Guardar'}
        </Button>
      </Stack>
    </Box>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export default function ProfilePage() {
  const { data: profile, isPending } = useProfile();
  const membresia = useResolve().data?.membresia ?? null;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <AccountCard title="Mi perfil" subtitle="Sus datos personales y de acceso." back={false}>
      {isPending || !profile ? (
        <Stack spacing={1}>
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : (
        <>
          {saved && !editing && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(false)}>
              Sus datos fueron actualizados.
            </Alert>
          )}
          {editing ? (
            <ProfileForm
              profile={profile}
              onDone={() => {
                setEditing(false);
                setSaved(true);
              }}
            />
          ) : (
            <>
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Row label="Nombre" value={`${profile.nombre} ${profile.apellido}`.trim()} testId="perfil-nombre" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Row label="Correo electrónico" value={profile.email} testId="perfil-email" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Row label="Documento" value={profile.documento ? `${profile.tipoDocumento ?? ''}-${profile.documento}` : 'Sin documento'} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Row label="Teléfono" value={profile.telefono ? formatPhone(profile.telefono) : 'Sin teléfono'} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Box sx={{ py: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                      Plan
                    </Typography>
                    <Chip label={usuarioTipoEtiqueta[profile.usuarioTipo]} color={profile.usuarioTipo === 'normal' ? 'default' : 'primary'} size="small" />
                  </Box>
                </Grid>
                {membresia && (
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Row label="Membresía vigente hasta" value={formatCaracasDate(membresia.fechaFinal)} />
                  </Grid>
                )}
              </Grid>
              <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
                Editar nombre y documento
              </Button>
            </>
          )}
          <Divider sx={{ my: 3 }} />
          <List disablePadding>
            {PAGES.map(({ name, label, hint, icon: Icon }) => (
              <ListItemButton key={name} component="a" href={link(name as 'miCuenta')} sx={{ borderRadius: 2 }}>
                <ListItemIcon>
                  <Icon color={name === 'miCuentaBorrar' ? 'error' : 'primary'} />
                </ListItemIcon>
                <ListItemText primary={label} secondary={hint} />
                <ChevronRight color="action" />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
    </AccountCard>
  );
}
