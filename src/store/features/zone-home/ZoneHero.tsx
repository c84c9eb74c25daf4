/** Welcome band of a zone: what delivery costs and takes there, the minimum purchase for the plan, today's rate and the categories. */
import LocalShipping from '@mui/icons-material/LocalShipping';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '../../../shared/money';
import { deliveryHeadline } from '../../../shared/shipping';
import { zoneShippingQuery } from '../../lib/queries';
import { link } from '../../lib/links';
import type { Zona } from '../../lib/types';
import { useMoney, useMoneda, useResolve } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';

export default function ZoneHero({ zona }: { zona: Zona }) {
  const config = useResolve().data?.configuracion;
  const { monedas } = useMoneda();
  const money = useMoney();
  const isPrime = useSessionStore((s) => s.claims?.usuarioTipo.tipo === 'prime');
  const sistema = monedas.find((m) => m.sistema);
  const local = monedas.find((m) => !m.sistema);
  const shipping = useQuery(zoneShippingQuery(zona.slug)).data;
  const delivery = shipping ? deliveryHeadline(shipping, money) : null;
  const chip = { bgcolor: 'rgba(255,255,255,0.92)', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } };

  return (
    <Box
      component="section"
      aria-labelledby="bienvenida-titulo"
      sx={{
        borderRadius: { xs: 3, md: 5 },
        px: { xs: 2.5, md: 4 },
        py: { xs: 2.5, md: 3 },
        color: 'common.white',
        background: 'linear-gradient(120deg, #1a7f37 0%, #1b7a36 55%, #2e6b1f 100%)',
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <ShoppingBasket aria-hidden sx={{ position: 'absolute', right: { xs: -24, md: 24 }, bottom: -28, fontSize: { xs: 120, md: 170 }, opacity: 0.14 }} />
      <Box sx={{ flex: '1 1 420px', position: 'relative' }}>
        <Typography id="bienvenida-titulo" variant="h4" component="h1" sx={{ fontSize: { xs: '1.45rem', md: '2rem' }, mb: 1.5 }}>
          Bienvenido a su mercado en {zona.nombre}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {delivery && <Chip icon={<LocalShipping />} label={delivery} sx={chip} />}
          {config && <Chip label={isPrime ? 'Sin monto mínimo con PRIME' : `Compra mínima: ${money(config.minimoCompra)}`} sx={chip} />}
          {sistema && local && <Chip label={`Tasa del día: ${sistema.simbolo} 1 = ${local.simbolo} ${formatAmount(local.tasa)}`} sx={chip} />}
        </Stack>
      </Box>
      <Button variant="contained" color="secondary" size="large" href={link('supermercado', { zona: zona.slug })} sx={{ position: 'relative', flexShrink: 0 }}>
        Ver categorías
      </Button>
    </Box>
  );
}
