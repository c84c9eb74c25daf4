/**
 * /comparte-y-gana: the customer's personal referral link and code, ways to share it (WhatsApp, copy,
 * the phone's share sheet), the rules, and their referrals with status and rewards.
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import IosShare from '@mui/icons-material/IosShare';
import Redeem from '@mui/icons-material/Redeem';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MisReferidos } from '../../../shared/contracts/referrals';
import { ReferidoEstatus } from '../../../shared/enums';
import PageTitle from '../../components/PageTitle';
import { api } from '../../lib/api';
import { displayPrice } from '../../lib/currency';
import { link } from '../../lib/links';
import { formatCaracasDateTime } from '../../lib/time';
import { useCustomerUid, useResolve } from '../../lib/use-website';

const CHIP_COLOR = { 1: 'default', 2: 'info', 3: 'success', 4: 'warning' } as const;

/** An amount in every currency of the store: '$ 5,00 · Bs. 1.229,35'. */
function useBothCurrencies() {
  const monedas = useResolve().data?.moneda ?? [];
  return (amount: string) => (monedas.length ? monedas.map((m) => displayPrice(amount, m)).join(' · ') : displayPrice(amount, null));
}

export default function ReferralPage() {
  const uid = useCustomerUid();
  const { data, isPending, isError } = useQuery({
    queryKey: ['usuario', 'referido', uid],
    queryFn: () => api.get<MisReferidos>('/usuario/referido'),
    enabled: uid !== null,
  });
  const money = useBothCurrencies();
  const [copied, setCopied] = useState(false);
  const enlace = data ? `${window.location.origin}${link('registro', { ref: data.codigo })}` : '';
  const mensaje = data ? `Compre en Mercado en Zonas con mi código ${data.codigo} y ambos ganamos saldo en su primera compra: ${enlace}` : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(enlace);
    } catch {
      // clipboard blocked: the link stays selectable in the field
    }
    setCopied(true);
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <PageTitle titulo="Comparte y gana" />
      <Card sx={{ borderRadius: '24px', boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)', mb: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Redeem color="primary" sx={{ fontSize: 40 }} />
            <Box>
              <Typography variant="h5" component="h1">
                Comparte y gana
              </Typography>
              <Typography color="text.secondary">
                {data ? `Usted y su invitado reciben ${money(data.recompensa)} de saldo cuando le entreguemos su primer pedido.` : 'Invite a sus amigos y gane saldo.'}
              </Typography>
            </Box>
          </Stack>
          {isError && <Alert severity="error">No fue posible cargar su código. Intente nuevamente.</Alert>}
          {isPending || !data ? (
            <Skeleton height={120} />
          ) : (
            <Stack spacing={2}>
              <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'background.default', textAlign: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  Su código
                </Typography>
                <Typography variant="h4" sx={{ fontWeight: 700, letterSpacing: 4 }} data-testid="codigo-referido">
                  {data.codigo}
                </Typography>
              </Box>
              <TextField label="Su enlace personal" value={enlace} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'enlace-referido' } }} fullWidth />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  startIcon={<WhatsApp />}
                  href={`https://wa.me/?text=${encodeURIComponent(mensaje)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ bgcolor: '#25D366', '&:hover': { bgcolor: '#1da851' } }}
                >
                  Compartir por WhatsApp
                </Button>
                <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
                  Copiar enlace
                </Button>
                {canShare && (
                  <Button
                    variant="outlined"
                    startIcon={<IosShare />}
                    onClick={() => void navigator.share({ title: 'Mercado en Zonas', text: mensaje, url: enlace }).catch(() => undefined)}
                  >
                    Compartir
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>

      <Card sx={{ borderRadius: '24px', mb: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Reglas
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
            <li>Comparta su enlace o su código con amigos que aún no tengan cuenta.</li>
            <li>Su amigo se registra con su enlace (o escribe su código al registrarse).</li>
            <li>Cuando le entreguemos su primer pedido, ambos reciben la recompensa en su saldo, una sola vez por amigo.</li>
            <li>No se permite usar su propio código ni registrar cuentas con el mismo teléfono, dirección o dispositivo de quien invita.</li>
            <li>Las recompensas obtenidas de forma indebida pueden ser revertidas por Atención al cliente.</li>
          </Box>
        </CardContent>
      </Card>

      <Card sx={{ borderRadius: '24px' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
              Sus referidos
            </Typography>
            {data && (
              <Typography data-testid="referido-ganado">
                Ganado: <strong>{money(data.ganado)}</strong>
              </Typography>
            )}
          </Stack>
          {data && data.referidos.length === 0 && <Typography color="text.secondary">Aún no tiene referidos. ¡Comparta su enlace!</Typography>}
          <Stack spacing={1} data-testid="lista-referidos">
            {data?.referidos.map((r, i) => (
              <Stack
                key={`${r.creadoEn}-${i}`}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{r.nombre}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Registrado el {formatCaracasDateTime(Date.parse(r.creadoEn))}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {r.monto && r.estatus === ReferidoEstatus.ACREDITADA && <Typography variant="body2">+{money(r.monto)}</Typography>}
                  <Chip size="small" label={r.estatusNombre} color={CHIP_COLOR[r.estatus as 1 | 2 | 3 | 4] ?? 'default'} />
                </Stack>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Snackbar open={copied} autoHideDuration={2500} onClose={() => setCopied(false)} message="Enlace copiado" />
    </Container>
  );
}
