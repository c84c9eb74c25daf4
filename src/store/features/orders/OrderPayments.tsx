/** An order's payments: method, amount (Bs when paid in bolívares), reference data and verification status. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownMoney } from '../../lib/currency';
import type { OrdenCompleta } from '../../lib/orders-api';
import { formatMoment, paymentStatusColor, SIMBOLO_BS, SIMBOLO_USD } from '../../lib/order-view';

export default function OrderPayments({ pagos }: { pagos: OrdenCompleta['pago'] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Pagos del pedido">
      {pagos.map((p) => {
        const datos = [p.referencia && `Ref. ${p.referencia}`, p.banco, p.telefono, p.documento].filter(Boolean);
        return (
          <Box component="li" key={p.id} sx={{ p: 1.5, borderRadius: 3, bgcolor: 'background.default' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{p.metodo.nombre}</Typography>
              <Chip size="small" label={p.estatus.nombre} color={paymentStatusColor(p.estatus.id)} />
            </Stack>
            <Typography>
              {shownMoney(p.monto, SIMBOLO_USD)}
              {p.montoBs && (
                <Typography component="span" color="text.secondary">
                  {' '}
                  ({shownMoney(p.montoBs, SIMBOLO_BS)})
                </Typography>
              )}
            </Typography>
            {datos.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {datos.join(' · ')}
              </Typography>
            )}
            {p.verificadoEn && (
              <Typography variant="caption" color="text.secondary">
                Verificado el {formatMoment(p.verificadoEn)}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
