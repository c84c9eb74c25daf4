/** Step 4: the lines and totals in dollars and bolívares (computed like the server), the payment split and 'Confirmar pedido'. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isPositive } from '../../../shared/money';
import { lineAmounts } from '../../../shared/order-totals';
import { shownMoney } from '../../lib/currency';
import type { FormPago } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import type { CheckoutView } from './checkout-state';
import SectionCard from './SectionCard';

interface Props {
  form: FormPago;
  view: CheckoutView;
  sending: boolean;
  disabled: boolean;
  onConfirm(): void;
  children?: ReactNode;
}

function Row({ label, amount, tasa, strong, negative }: { label: string; amount: string; tasa: string; strong?: boolean; negative?: boolean }) {
  const both = bothCurrencies(amount, tasa);
  const sign = negative ? '- ' : '';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', py: 0.5 }} data-testid={`resumen-${label}`}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 800 : 600 }}>
          {sign}
          {both.usd}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {sign}
          {both.bs}
        </Typography>
      </Box>
    </Stack>
  );
}

export default function OrderSummary({ form, view, sending, disabled, onConfirm, children }: Props) {
  const { totals, split } = view;
  const lines = form.carrito.carritoDetalle.filter((l) => l.producto.precio && l.cantidad > 0);
  return (
    <SectionCard numero={4} titulo="Resumen">
      <Box component="ul" aria-label="Productos del pedido" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 260, overflowY: 'auto' }}>
        {lines.map((l) => {
          const precio = l.producto.precio!;
          const { total } = lineAmounts({ precio: precio.precio, oferta: precio.oferta, impuesto: l.producto.impuesto, cantidad: l.cantidad });
          return (
            <Stack component="li" key={l.producto.id} direction="row" spacing={1} sx={{ py: 0.75, justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                <Box component="span" sx={{ fontWeight: 700, mr: 0.5 }}>
                  {l.cantidad} ×
                </Box>
                {l.producto.nombre}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {shownMoney(total, '$')}
              </Typography>
            </Stack>
          );
        })}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Row label="Subtotal" amount={totals.subtotal} tasa={form.tasa} />
      <Row label="IVA" amount={totals.impuesto} tasa={form.tasa} />
      {isPositive(totals.descuento) && <Row label="Descuento" amount={totals.descuento} tasa={form.tasa} negative />}
      <Row label="Envío" amount={totals.costoEnvio} tasa={form.tasa} />
      <Row label="Empaquetado" amount={totals.costoEmpaquetado} tasa={form.tasa} />
      <Divider sx={{ my: 1 }} />
      <Row label="Total" amount={totals.total} tasa={form.tasa} strong />
      {isPositive(split.saldo) && (
        <>
          <Row label="Pagado con saldo TZM" amount={split.saldo} tasa={form.tasa} negative />
          <Row label="Por pagar" amount={split.resto} tasa={form.tasa} strong />
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Tasa del día: {shownMoney(form.tasa, 'Bs.')} por dólar
      </Typography>
      {children}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        onClick={onConfirm}
        disabled={disabled || sending}
        startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {sending ? 'Enviando pedido…' : 'Confirmar pedido'}
      </Button>
    </SectionCard>
  );
}
