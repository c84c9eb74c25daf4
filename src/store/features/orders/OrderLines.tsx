/** An order's lines and totals in dollars and bolívares at the order's own rate. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount, isPositive } from '../../../shared/money';
import { shownMoney } from '../../lib/currency';
import type { OrdenCompleta } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';

function TotalRow({ label, amount, tasa, strong, negative }: { label: string; amount: string; tasa: string; strong?: boolean; negative?: boolean }) {
  const both = bothCurrencies(amount, tasa);
  const sign = negative ? '- ' : '';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography sx={{ fontWeight: strong ? 800 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, textAlign: 'right' }}>
        {sign}
        {both.usd}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({sign}
          {both.bs})
        </Typography>
      </Typography>
    </Stack>
  );
}

export default function OrderLines({ orden }: { orden: OrdenCompleta }) {
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Productos">
        {orden.detalle.map((d) => (
          <Stack component="li" key={d.productoId} direction="row" spacing={2} sx={{ py: 0.75, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography>
                <strong>{d.cantidad} ×</strong> {d.nombre}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {shownMoney(d.precioUnitario, '$')} c/u{isPositive(d.impuesto) ? ` + IVA ${formatAmount(d.impuestoPorcentaje)}%` : ''}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{shownMoney(d.total, '$')}</Typography>
          </Stack>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <TotalRow label="Subtotal" amount={orden.subtotal} tasa={orden.tasa} />
      <TotalRow label="IVA" amount={orden.impuesto} tasa={orden.tasa} />
      {isPositive(orden.descuento) && (
        <TotalRow label={orden.cuponCodigo ? `Descuento (${orden.cuponCodigo})` : 'Descuento'} amount={orden.descuento} tasa={orden.tasa} negative />
      )}
      <TotalRow label="Envío" amount={orden.costoEnvio} tasa={orden.tasa} />
      <TotalRow label="Empaquetado" amount={orden.costoEmpaquetado} tasa={orden.tasa} />
      <Divider sx={{ my: 1 }} />
      <TotalRow label="Total" amount={orden.total} tasa={orden.tasa} strong />
      <Typography variant="caption" color="text.secondary">
        Tasa del pedido: {shownMoney(orden.tasa, 'Bs.')} por dólar
      </Typography>
    </>
  );
}
