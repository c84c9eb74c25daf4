/**
 * Step 3: the TZM balance first (amount up to the balance and the total), then, when something remains, one
 * method among the zone's, with where to pay and the data it requires. Bolívar methods show the Bs amount.
 */
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPositive } from '../../../shared/money';
import type { FormPago } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import type { CheckoutErrors, CheckoutState, CheckoutView } from './checkout-state';
import PaymentMethodDetails from './PaymentMethodDetails';
import SectionCard from './SectionCard';

interface Props {
  form: FormPago;
  state: CheckoutState;
  view: CheckoutView;
  errors: CheckoutErrors;
  onChange(patch: Partial<CheckoutState>): void;
}

export default function PaymentSection({ form, state, view, errors, onChange }: Props) {
  const saldo = bothCurrencies(form.saldo, form.tasa);
  const hasBalance = isPositive(form.saldo);
  const resto = bothCurrencies(view.split.resto, form.tasa);

  return (
    <SectionCard numero={3} titulo="Pago">
      <Box sx={{ p: 2, mb: 2, borderRadius: 3, bgcolor: 'background.default' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AccountBalanceWallet color="primary" />
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Saldo TZM disponible</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="saldo-disponible">
              {saldo.usd} ({saldo.bs})
            </Typography>
          </Box>
        </Stack>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={state.usarSaldo} disabled={!hasBalance} onChange={(e) => onChange({ usarSaldo: e.target.checked, montoSaldo: null })} />
          }
          label="Usar mi saldo TZM"
        />
        {state.usarSaldo && (
          <TextField
            label="Monto a usar del saldo"
            value={view.saldoTexto}
            onChange={(e) => onChange({ montoSaldo: e.target.value })}
            error={Boolean(errors.saldo ?? view.saldoError)}
            helperText={errors.saldo ?? view.saldoError ?? 'Hasta su saldo disponible y el total del pedido'}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { inputMode: 'decimal', maxLength: 14 },
            }}
            size="small"
            sx={{ mt: 1, maxWidth: 260 }}
            fullWidth
          />
        )}
      </Box>

      {isPositive(view.split.resto) ? (
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {state.usarSaldo ? 'Pague el resto' : 'Método de pago'}: {resto.usd} ({resto.bs})
          </Typography>
          <RadioGroup
            aria-label="Método de pago"
            value={state.metodoId === null ? '' : String(state.metodoId)}
            onChange={(e) => onChange({ metodoId: Number(e.target.value) })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1 }}
          >
            {form.metodoPago.map((m) => (
              <FormControlLabel
                key={m.id}
                value={String(m.id)}
                control={<Radio size="small" />}
                sx={{
                  m: 0,
                  pr: 1,
                  minWidth: 0,
                  '& .MuiFormControlLabel-label': { minWidth: 0 },
                  minHeight: 64,
                  border: '1px solid',
                  borderColor: state.metodoId === m.id ? 'primary.main' : '#e2eadf',
                  bgcolor: state.metodoId === m.id ? '#eef7ea' : 'background.paper',
                  borderRadius: 3,
                }}
                label={
                  // phones: the logo above the name, so a long name ('Transferencia bancaria') gets the card's width
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0, py: { xs: 1, sm: 0 } }}>
                    <Box component="img" src={m.imagen} alt="" sx={{ width: { xs: 28, sm: 36 }, height: { xs: 28, sm: 36 }, objectFit: 'contain', flexShrink: 0 }} />
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 600, lineHeight: 1.2, fontSize: { xs: '0.8rem', sm: '0.875rem' }, minWidth: 0, maxWidth: '100%', hyphens: 'auto', overflowWrap: 'anywhere' }}
                    >
                      {m.nombre}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
          {errors.metodo && <FormHelperText error>{errors.metodo}</FormHelperText>}
          {view.metodo && (
            <PaymentMethodDetails
              metodo={view.metodo}
              monto={view.split.resto}
              tasa={form.tasa}
              campos={state.campos}
              errors={errors}
              onChange={(campos) => onChange({ campos })}
            />
          )}
        </Box>
      ) : (
        <Alert severity="success">Su saldo TZM cubre el total del pedido.</Alert>
      )}
    </SectionCard>
  );
}
