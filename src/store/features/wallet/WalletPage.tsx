/**
 * /tarjeta-saldo: the customer's TZM balance in both currencies, buying a balance or gift card, redeeming
 * a gift code, the balance history (each movement with its cause) and the card requests.
 */
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import PageTitle from '../../components/PageTitle';
import { bothCurrencies } from '../../lib/order-view';
import { useCustomerUid } from '../../lib/use-website';
import BuyCardForm from './BuyCardForm';
import MovementsList from './MovementsList';
import RedeemCodeForm from './RedeemCodeForm';
import RequestsList from './RequestsList';
import { formComprarQuery, saldoQuery, walletKeys, type TarjetaSolicitud } from './wallet-api';

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={titulo} sx={{ borderRadius: 4, boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function WalletPage() {
  const uid = useCustomerUid();
  const client = useQueryClient();
  const saldo = useQuery(saldoQuery(uid));
  const form = useQuery(formComprarQuery(uid));
  const [enviada, setEnviada] = useState<TarjetaSolicitud | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: walletKeys.all(uid) });
  const total = saldo.data ? bothCurrencies(saldo.data.saldo, saldo.data.tasa) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle titulo="Tarjeta y saldo TZM" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Tarjeta y saldo TZM
      </Typography>
      <Card sx={{ mb: 3, borderRadius: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <AccountBalanceWallet sx={{ fontSize: 48, opacity: 0.9 }} />
            <div>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                Su saldo disponible
              </Typography>
              {total ? (
                <>
                  <Typography sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.4rem' }, lineHeight: 1.1 }} data-testid="saldo-usd">
                    {total.usd}
                  </Typography>
                  <Typography sx={{ opacity: 0.9 }} data-testid="saldo-bs">
                    {total.bs}
                  </Typography>
                </>
              ) : (
                <Skeleton width={160} height={48} sx={{ bgcolor: 'rgba(255,255,255,0.3)' }} />
              )}
            </div>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.9 }}>
            Úselo al pagar sus pedidos. Se recarga con tarjetas de saldo, códigos de regalo y vueltos.
          </Typography>
        </CardContent>
      </Card>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <Seccion titulo="Comprar una tarjeta">
              {enviada ? (
                <Stack spacing={2}>
                  <Alert severity="success" data-testid="solicitud-enviada">
                    Recibimos su solicitud #{enviada.id} por {bothCurrencies(enviada.monto, enviada.tasa).usd}. Le avisaremos cuando verifiquemos el pago.
                  </Alert>
                  <Typography component="button" onClick={() => setEnviada(null)} sx={{ border: 0, background: 'none', color: 'primary.main', cursor: 'pointer', textAlign: 'left', p: 0, font: 'inherit' }}>
                    Comprar otra tarjeta
                  </Typography>
                </Stack>
              ) : form.data ? (
                <BuyCardForm
                  form={form.data}
                  onDone={(s) => {
                    setEnviada(s);
                    refresh();
                  }}
                />
              ) : (
                <Skeleton height={300} />
              )}
            </Seccion>
            <Seccion titulo="Canjear un código de regalo">
              <RedeemCodeForm tasa={saldo.data?.tasa ?? '1'} onDone={refresh} />
            </Seccion>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <Seccion titulo="Movimientos">
              <MovementsList uid={uid} tasa={saldo.data?.tasa ?? '1'} />
            </Seccion>
            <Seccion titulo="Mis solicitudes">
              <RequestsList uid={uid} />
            </Seccion>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
