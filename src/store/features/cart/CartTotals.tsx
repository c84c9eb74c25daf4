/** The page's total in every currency the store shows, the exchange rate and the minimum purchase notice. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { convert } from '../../../shared/money';
import { minimumMessage } from '../../../shared/order-totals';
import { shownMoney } from '../../lib/currency';
import { useMoneda, useMoney } from '../../lib/use-website';
import type { PageTotals } from './cart-totals';

export default function CartTotals({ totals, warn }: { totals: PageTotals; warn: boolean }) {
  const { monedas } = useMoneda();
  const money = useMoney();
  const local = monedas.filter((m) => !m.sistema);
  const shown = monedas.length > 0 ? monedas : [{ id: 0, simbolo: '$', sistema: true, tasa: '1', nombre: 'Dólar' }];

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="totales-carrito">
      {shown.map((m) => (
        <Box key={m.id} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography color="text.secondary">Total {m.nombre}</Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem' }} data-testid={`total-${m.sistema ? 'sistema' : 'local'}`}>
            {shownMoney(convert(totals.totales.productos, m), m.simbolo)}
          </Typography>
        </Box>
      ))}
      {local.map((m) => (
        <Typography key={m.id} variant="body2" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="tasa">
          Tasa: {shownMoney(m.tasa, m.simbolo)}
        </Typography>
      ))}
      {!totals.minimoAlcanzado && (
        <Alert severity={warn ? 'error' : 'info'} sx={{ mt: 0.5 }} role={warn ? 'alert' : 'status'}>
          {minimumMessage(money(totals.minimo))}
        </Alert>
      )}
    </Box>
  );
}
