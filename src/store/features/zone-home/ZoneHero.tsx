import LocalShipping from '@mui/icons-material/LocalShipping';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '../../../shared/money';
import type { Zona } from '../../lib/types';
import { useMoney, useMoneda, useResolve } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { useSessionStore } from '../../state/session';

export default function ZoneHero({ zona }: { zona: Zona }) {
  const config = useResolve().data?.configuracion;
  const { monedas } = useMoneda();
  const money = useMoney();
  const isPrime = useSessionStore((s) => s.claims?.usuarioTipo.tipo === 'prime');
  const show = usePanelsStore((s) => s.show);
  const sistema = monedas.find((m) => m.sistema);
  const local = monedas.find((m) => !m.sistema);

  return (
    <Box
      component="section"
      aria-labelledby="bienvenida-titulo"
      sx={{
        borderRadius: '28px',
        p: { xs: 3, md: 5 },
        color: 'common.white',
        background: 'linear-gradient(120deg, #1e8e3e 0%, #2fa84f 55%, #8bc34a 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <ShoppingBasket sx={{ position: 'absolute', right: { xs: -30, md: 30 }, bottom: -30, fontSize: { xs: 160, md: 240 }, opacity: 0.15 }} />
      <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
        Zona {zona.nombre}
      </Typography>
      <Typography id="bienvenida-titulo" variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.8rem' }, mb: 1, maxWidth: 640 }}>
        Bienvenido a tu mercado en {zona.nombre}
      </Typography>
      <Typography sx={{ opacity: 0.92, mb: 3, maxWidth: 560 }}>
        Víveres, frescos, bebidas y productos de limpieza con entrega a domicilio.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Chip icon={<LocalShipping />} label="Delivery gratis en menos de 3 horas" sx={{ bgcolor: 'rgba(255,255,255,0.92)' }} />
        {config && (
          <Chip
            label={isPrime ? 'Sin monto mínimo con PRIME' : `Compra mínima: ${money(config.minimoCompra)}`}
            sx={{ bgcolor: 'rgba(255,255,255,0.92)' }}
          />
        )}
        {sistema && local && (
          <Chip
            label={`Tasa del día: ${sistema.simbolo} 1 = ${local.simbolo} ${formatAmount(local.tasa)}`}
            sx={{ bgcolor: 'rgba(255,255,255,0.92)' }}
          />
        )}
      </Stack>
      <Button variant="contained" color="secondary" size="large" onClick={() => show('categorias')}>
        Ver categorías
      </Button>
    </Box>
  );
}
