/**
 * /procesar?tipo=<kind>&id=<id>: where a shopper waits while a payment is verified (a PRIME request, an
 * order paid by transfer...). It asks every few seconds until staff decide, then sends them on. When the
 * decision changed the customer's plan, their session ends: the resolve answer then shows the spec's
 * 'Plan de Usuario actualizado' and the login brings them back here.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import PageTitle from '../../components/PageTitle';
import { ApiError } from '../../lib/http-errors';
import { link } from '../../lib/links';
import { useCustomerUid } from '../../lib/use-website';
import { PROCESSING_KINDS, POLL_MS, type Outcome } from './kinds';

/** How long the decision shows before the shopper is sent on. */
const SEND_ON_MS = 3000;

const VIEW: Record<Outcome['estado'], { icon: typeof CheckCircle; color: string }> = {
  pendiente: { icon: HourglassTop, color: '#b8912f' },
  aprobado: { icon: CheckCircle, color: '#2e7d32' },
  rechazado: { icon: Cancel, color: '#c62828' },
};

export default function ProcessingPage() {
  const [params] = useSearchParams();
  const uid = useCustomerUid();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kind = PROCESSING_KINDS[params.get('tipo') ?? ''];
  const id = Number(params.get('id'));
  const valid = !!kind && Number.isSafeInteger(id) && id > 0;

  const { data, error } = useQuery({
    queryKey: ['procesar', params.get('tipo'), id, uid],
    queryFn: () => kind!.load(id),
    enabled: valid && uid !== null,
    refetchInterval: (query) => (query.state.data?.estado === 'pendiente' || !query.state.data ? POLL_MS : false),
    retry: false,
  });

  // a refused session (the plan changed with the decision): resolve tells the shell, which asks to log in again
  const status = error instanceof ApiError ? error.status : null;
  useEffect(() => {
    if (status === 401) void queryClient.invalidateQueries({ queryKey: ['website', 'resolve'] });
  }, [status, queryClient]);

  const decided = data && data.estado !== 'pendiente' ? data : null;
  useEffect(() => {
    if (!decided) return;
    const timer = setTimeout(() => navigate(decided.siguiente, { replace: true }), SEND_ON_MS);
    return () => clearTimeout(timer);
  }, [decided, navigate]);

  const notFound = !valid || status === 404;
  const { icon: Icon, color } = VIEW[data?.estado ?? 'pendiente'];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle titulo="Procesando pago" />
      <Card sx={{ borderRadius: '24px', boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)', textAlign: 'center' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }} aria-live="polite">
          {notFound ? (
            <>
              <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
                No encontramos ese pago
              </Typography>
              <Button href={link('inicio')} variant="contained" sx={{ mt: 2 }}>
                Ir al inicio
              </Button>
            </>
          ) : (
            <>
              <Icon sx={{ fontSize: 56, color }} />
              <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 1 }} data-testid="procesar-titulo">
                {data?.titulo ?? 'Procesando su pago'}
              </Typography>
              <Typography color="text.secondary">{data?.texto ?? 'Estamos consultando el estado de su pago.'}</Typography>
              {(!data || data.estado === 'pendiente') && (
                <Box sx={{ mt: 3 }}>
                  <LinearProgress aria-label="Esperando la verificación" />
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                    Esta página se actualiza sola. Si la cierra, verá el estado en la página PRIME o en sus pedidos.
                  </Typography>
                </Box>
              )}
              {decided && (
                <Button href={decided.siguiente} variant="contained" sx={{ mt: 3 }}>
                  {decided.accion}
                </Button>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
