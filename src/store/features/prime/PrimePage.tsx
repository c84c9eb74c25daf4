/**
 * /prime: what PRIME gives, the plans with their price in both currencies, and the request paid with the
 * TZM balance or a manual payment (pago móvil, transferencia, Zelle). After sending, the shopper waits on
 * /procesar until staff decide. Shown with the simple PRIME menu.
 */
import LocalOffer from '@mui/icons-material/LocalOffer';
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import PageLoader from '../../components/PageLoader';
import PageTitle from '../../components/PageTitle';
import PlanLogo from '../../components/PlanLogo';
import { link } from '../../lib/links';
import { useCustomerUid } from '../../lib/use-website';
import { membershipQuery, requestMembership } from './api';
import { checkPrimeForm, requestProblem, type PrimeFormErrors, type PrimeFormValues } from './prime-form';
import PrimePayment from './PrimePayment';
import PrimePlans from './PrimePlans';
import PrimeStatus from './PrimeStatus';

const GOLD = '#f4d27a';
const INK = '#1c1a17';

const BENEFITS = [
  { icon: ShoppingCartCheckout, titulo: 'Sin monto mínimo de compra', texto: 'Pida lo que necesite, aunque sea un solo producto.' },
  { icon: LocalOffer, titulo: 'Precios PRIME', texto: 'Precios exclusivos para miembros en todo el catálogo.' },
  { icon: WorkspacePremium, titulo: 'Logo PRIME', texto: 'Su cuenta lleva el distintivo PRIME mientras su membresía esté vigente.' },
];

function Benefits() {
  return (
    <Box sx={{ bgcolor: INK, color: GOLD, borderRadius: { xs: 0, sm: '24px' }, p: { xs: 3, md: 5 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <PlanLogo plan="prime" height={44} />
          <Typography variant="h4" component="h1" sx={{ mt: 2, fontWeight: 800, color: '#fff' }}>
            Hágase PRIME
          </Typography>
          <Typography sx={{ mt: 1, color: '#e9e2cf' }}>Compre sin mínimo y con precios exclusivos en todas las zonas.</Typography>
        </Box>
        <Stack component="ul" spacing={2} sx={{ flex: 1.2, p: 0, m: 0, listStyle: 'none' }} aria-label="Beneficios PRIME">
          {BENEFITS.map(({ icon: Icon, titulo, texto }) => (
            <Stack component="li" key={titulo} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Icon sx={{ color: GOLD, mt: 0.25 }} />
              <Box>
                <Typography sx={{ fontWeight: 700, color: '#fff' }}>{titulo}</Typography>
                <Typography variant="body2" sx={{ color: '#d8d0bb' }}>
                  {texto}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

export default function PrimePage() {
  const uid = useCustomerUid();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: inicio, isPending } = useQuery(membershipQuery(uid));
  const [values, setValues] = useState<PrimeFormValues>({ planId: null, metodoPago: null, referencia: '', banco: '' });
  const [errores, setErrores] = useState<PrimeFormErrors>({});
  const send = useMutation({ mutationFn: requestMembership });

  const change = (patch: Partial<PrimeFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrores({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!inicio) return;
    const checked = checkPrimeForm(inicio, values);
    if ('errores' in checked) return setErrores(checked.errores);
    send.mutate(checked.body, {
      onSuccess: (solicitud) => {
        if (!solicitud) return;
        // a card is paid on the gateway's own page, which brings the shopper back to /procesar
        if (solicitud.pasarela) return window.location.assign(solicitud.pasarela);
        void queryClient.invalidateQueries({ queryKey: ['usuario', 'membresia'] });
        navigate(link('procesar', { tipo: 'membresia', id: solicitud.id }));
      },
      onError: (error) => setErrores(requestProblem(error)),
    });
  }

  const wholesale = inicio?.usuarioTipo === 'mayorista';
  const canRequest = inicio && !inicio.pendiente && !wholesale && inicio.planes.length > 0;

  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 0, sm: 3 } }}>
      <PageTitle titulo="PRIME" />
      <Benefits />
      <Box sx={{ px: { xs: 2, sm: 0 }, pb: 4 }}>
        {isPending && <PageLoader />}
        {inicio && <PrimeStatus inicio={inicio} />}
        {wholesale && <Alert severity="info">Las cuentas mayoristas ya tienen sus propias condiciones de compra y no necesitan PRIME.</Alert>}
        {canRequest && (
          <Box component="form" noValidate onSubmit={submit} aria-label="Solicitud PRIME">
            <PrimePlans planes={inicio.planes} value={values.planId} error={errores.planId} onChange={(planId) => change({ planId })} />
            <PrimePayment inicio={inicio} values={values} errores={errores} onChange={change} />
            {errores.mensaje && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {errores.mensaje}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={send.isPending}
              startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : <WorkspacePremium />}
              sx={{ mt: 3, py: 1.5, bgcolor: INK, color: GOLD, '&:hover': { bgcolor: '#000' } }}
            >
              Solicitar PRIME
            </Button>
          </Box>
        )}
      </Box>
    </Container>
  );
}
