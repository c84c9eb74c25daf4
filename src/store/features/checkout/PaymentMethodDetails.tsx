/** The chosen method: the amount to pay in its currency, where to pay and the data it requires. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MetodoPagoOpcion } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import type { CheckoutErrors } from './checkout-state';
import { CAMPO_AYUDA, CAMPO_ETIQUETA, type CampoPago, type CamposPago } from './payment-form';

interface Props {
  metodo: MetodoPagoOpcion;
  /** What this method pays, in USD. */
  monto: string;
  tasa: string;
  campos: CamposPago;
  errors: CheckoutErrors;
  onChange(campos: CamposPago): void;
}

const INPUT: Record<CampoPago, { inputMode: 'text' | 'tel'; maxLength: number; autoComplete?: string }> = {
  referencia: { inputMode: 'text', maxLength: 30 },
  banco: { inputMode: 'text', maxLength: 60 },
  telefono: { inputMode: 'tel', maxLength: 30, autoComplete: 'tel' },
  documento: { inputMode: 'text', maxLength: 14 },
};

export default function PaymentMethodDetails({ metodo, monto, tasa, campos, errors, onChange }: Props) {
  const amount = bothCurrencies(monto, tasa);
  return (
    <Box sx={{ mt: 2, p: 2, borderRadius: 3, border: '1px solid #cfe3c7', bgcolor: '#f7fbf5' }} data-testid="metodo-detalle">
      <Typography variant="body2" color="text.secondary">
        Monto a pagar con {metodo.nombre}
      </Typography>
      <Typography variant="h6" component="p" data-testid="monto-metodo">
        {metodo.enBolivares ? amount.bs : amount.usd}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: metodo.instrucciones.length ? 1.5 : 0 }}>
        {metodo.enBolivares ? `Equivale a ${amount.usd}` : `Equivale a ${amount.bs}`}
      </Typography>
      {metodo.instrucciones.length > 0 && (
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          {metodo.instrucciones.map((i) => (
            <Box key={i.etiqueta} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {i.etiqueta}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {i.valor}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {metodo.requiere.length > 0 && (
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', '& > *': { flex: { sm: '1 1 200px' } } }} useFlexGap>
          {metodo.requiere.map((campo) => (
            <TextField
              key={campo}
              label={CAMPO_ETIQUETA[campo]}
              value={campos[campo]}
              onChange={(e) => onChange({ ...campos, [campo]: e.target.value })}
              error={Boolean(errors[campo])}
              helperText={errors[campo] ?? CAMPO_AYUDA[campo]}
              slotProps={{ htmlInput: INPUT[campo] }}
              size="small"
              required
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
