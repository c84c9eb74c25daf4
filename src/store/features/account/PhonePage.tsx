/**
 * /mi-cuenta/telefono: the customer's contact phone. Customers without one are sent here (spec section 4);
 * after saving, the shopper goes back to the returnUrl or to the storefront.
 */
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPhone, TELEFONO_INPUT_MAX } from '../../../shared/phone';
import { link } from '../../lib/links';
import { safeReturnUrl } from '../../lib/session';
import { useProfile } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { phoneFieldError, saveProblem, type SaveProblem } from './phone-form';
import { useChangePhone } from './use-change-phone';

/** How long the success message shows before going back. */
const BACK_AFTER_MS = 1500;

export default function PhonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slug = useZoneStore((s) => s.slug);
  const back = safeReturnUrl(params.get('returnUrl')) ?? (slug ? link('zona', { zona: slug }) : link('inicio'));
  const { data: profile, isPending: loading } = useProfile();
  const save = useChangePhone();
  const [telefono, setTelefono] = useState('');
  const [problem, setProblem] = useState<SaveProblem>({ telefono: null, mensaje: null });

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => navigate(back, { replace: true }), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, back, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const fieldError = phoneFieldError(telefono);
    setProblem({ telefono: fieldError, mensaje: null });
    if (fieldError) return;
    save.mutate(telefono, { onError: (error) => setProblem(saveProblem(error)) });
  }

  const current = profile?.telefono?.trim() ? formatPhone(profile.telefono) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 5 } }}>
      <Card sx={{ maxWidth: 480, mx: 'auto', borderRadius: '24px', boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            Teléfono de contacto
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Lo usamos para coordinar la entrega de sus pedidos.
          </Typography>

          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, p: 2, borderRadius: 3, bgcolor: 'background.default' }}>
            <PhoneIphone color="primary" />
            <Box>
              <Typography variant="body2" color="text.secondary">
                Teléfono actual
              </Typography>
              {loading ? (
                <Skeleton width={140} />
              ) : (
                <Typography sx={{ fontWeight: 600 }} data-testid="telefono-actual">
                  {current ?? 'Sin teléfono registrado'}
                </Typography>
              )}
            </Box>
          </Stack>

          {save.isSuccess ? (
            <Stack spacing={2}>
              <Alert severity="success">Su teléfono fue actualizado.</Alert>
              <Button href={back} variant="contained" size="large">
                Continuar
              </Button>
            </Stack>
          ) : (
            <Box component="form" onSubmit={submit} noValidate>
              <Stack spacing={2}>
                {!loading && !current && <Alert severity="info">Para continuar, registre un número de teléfono.</Alert>}
                {problem.mensaje && <Alert severity="error">{problem.mensaje}</Alert>}
                <TextField
                  label="Nuevo teléfono"
                  type="tel"
                  autoComplete="tel"
                  placeholder="0414-1234567"
                  value={telefono}
                  onChange={(e) => setTelefono(e.target.value)}
                  error={Boolean(problem.telefono)}
                  helperText={problem.telefono ?? '11 dígitos, comienza por 02 o 04'}
                  slotProps={{ htmlInput: { maxLength: TELEFONO_INPUT_MAX, inputMode: 'tel', readOnly: save.isPending } }}
                  required
                  fullWidth
                  autoFocus
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={save.isPending}
                  startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {save.isPending ? 'Guardando…' : 'Guardar teléfono'}
                </Button>
                {current && (
                  <Button href={back} color="inherit">
                    Cancelar
                  </Button>
                )}
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
