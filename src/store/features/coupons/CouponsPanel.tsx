/**
 * Floating 'Mis Cupones' panel (right drawer): the customer's usable coupons of the current zone, each with
 * its discount and a code to copy. Loaded on the first opening only (spec section 4).
 */
import ContentCopy from '@mui/icons-material/ContentCopy';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isPositive } from '../../../shared/money';
import PageLoader from '../../components/PageLoader';
import SidePanel from '../../components/SidePanel';
import { cuponesUsuarioQuery, type CuponUsable } from '../../lib/orders-api';
import { couponValue, formatDay } from '../../lib/order-view';
import { useCustomerUid, useMoney } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { useZoneStore } from '../../state/zone';

function CouponCard({ cupon }: { cupon: CuponUsable }) {
  const money = useMoney();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(cupon.codigo);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Card component="li" aria-label={cupon.nombre} sx={{ listStyle: 'none', borderRadius: 3, borderLeft: '6px solid', borderLeftColor: 'secondary.main' }}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <LocalOffer color="secondary" sx={{ mt: 0.5 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{cupon.nombre}</Typography>
            <Typography variant="h5" component="p" color="secondary.dark" data-testid="cupon-descuento">
              {couponValue(cupon, money)} <Typography component="span" variant="body2" color="text.secondary">de descuento</Typography>
            </Typography>
            {isPositive(cupon.montoMinimo) && (
              <Typography variant="caption" color="text.secondary" component="p">
                En compras desde {money(cupon.montoMinimo)}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p">
              Válido hasta el {formatDay(cupon.hasta)}
            </Typography>
          </Box>
        </Stack>
        <Stack
          direction="row"
          sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between', border: '1px dashed #cfdcca', borderRadius: 2, pl: 1.5, bgcolor: '#fbfdf9' }}
        >
          <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 700, letterSpacing: 1 }} data-testid="cupon-codigo">
            {cupon.codigo}
          </Typography>
          <Tooltip title={copied ? '¡Copiado!' : 'Copiar código'} onClose={() => setCopied(false)}>
            <IconButton aria-label={`Copiar código ${cupon.codigo}`} onClick={copy}>
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function CouponsPanel() {
  const open = usePanelsStore((s) => s.open === 'cupones');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const uid = useCustomerUid();
  const zona = useZoneStore((s) => s.zona?.slug ?? s.slug);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { data, isPending, isError } = useQuery({ ...cuponesUsuarioQuery(uid, zona), enabled: opened && uid !== null && zona !== null });
  const cupones = data?.cupon ?? [];

  return (
    <SidePanel open={open} onClose={closeAll} title="Mis Cupones" closeLabel="Cerrar cupones" paperSx={{ width: 400, maxWidth: '100vw', bgcolor: 'background.default' }}>
      {(uid === null || zona === null) && (
        <Alert severity="info" sx={{ m: 2 }}>
          {uid === null ? 'Inicie sesión para ver sus cupones.' : 'Elija una zona para ver sus cupones.'}
        </Alert>
      )}
      {uid !== null && zona !== null && isPending && <PageLoader />}
      {isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          No pudimos cargar sus cupones.
        </Alert>
      )}
      {data && cupones.length === 0 && (
        <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Actualmente no posee cupones disponibles.</Typography>
        </Box>
      )}
      {cupones.length > 0 && (
        <Stack component="ul" aria-label="Cupones disponibles" spacing={1.5} sx={{ p: 2, m: 0 }}>
          {cupones.map((c) => (
            <CouponCard key={c.id} cupon={c} />
          ))}
        </Stack>
      )}
    </SidePanel>
  );
}
