/** How to pay PRIME: the TZM balance or a manual payment with where to pay and its reference. */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MembresiaInicio } from '../../../shared/contracts/membership';
import { bothCurrencies } from '../../lib/order-view';
import { requiredFields, type PrimeFormErrors, type PrimeFormValues } from './prime-form';

interface Props {
  inicio: MembresiaInicio;
  values: PrimeFormValues;
  errores: PrimeFormErrors;
  onChange(patch: Partial<PrimeFormValues>): void;
}

export default function PrimePayment({ inicio, values, errores, onChange }: Props) {
  const metodo = inicio.metodoPago.find((m) => m.id === values.metodoPago);
  const needs = requiredFields(inicio, values.metodoPago);
  const plan = inicio.planes.find((p) => p.id === values.planId);
  const saldo = bothCurrencies(inicio.saldo, inicio.tasa);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        2. Elija cómo pagar
      </Typography>
      <RadioGroup
        aria-label="Método de pago"
        value={values.metodoPago ?? ''}
        onChange={(e) => onChange({ metodoPago: Number(e.target.value) })}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
      >
        {inicio.metodoPago.map((m) => (
          <FormControlLabel
            key={m.id}
            value={m.id}
            control={<Radio />}
            sx={{ m: 0, p: 1, pr: 2, borderRadius: 3, border: '1px solid #e2eadf', bgcolor: values.metodoPago === m.id ? '#f3f8f1' : 'background.paper' }}
            label={
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Box component="img" src={m.imagen} alt="" sx={{ width: 36, height: 36 }} />
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{m.nombre}</Typography>
                  {m.id === 6 && (
                    <Typography variant="caption" color="text.secondary">
                      Disponible: {saldo.usd} ({saldo.bs})
                    </Typography>
                  )}
                </Box>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {errores.metodoPago && <FormHelperText error>{errores.metodoPago}</FormHelperText>}
      {metodo && metodo.instrucciones.length > 0 && (
        <Box sx={{ mt: 2, p: 2, borderRadius: 3, bgcolor: 'background.default' }} aria-label="Datos para el pago">
          {plan && metodo.id !== 6 && (
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              Monto a pagar: {metodo.enBolivares ? bothCurrencies(plan.precio, inicio.tasa).bs : bothCurrencies(plan.precio, inicio.tasa).usd}
            </Typography>
          )}
          {metodo.instrucciones.map((i) => (
            <Typography variant="body2" key={i.etiqueta}>
              <b>{i.etiqueta}:</b> {i.valor}
            </Typography>
          ))}
        </Box>
      )}
      {needs.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {needs.includes('referencia') && (
            <TextField
              label="Referencia del pago"
              value={values.referencia}
              onChange={(e) => onChange({ referencia: e.target.value })}
              error={!!errores.referencia}
              helperText={errores.referencia}
              slotProps={{ htmlInput: { maxLength: 30 } }}
              fullWidth
            />
          )}
          {needs.includes('banco') && (
            <TextField
              label="Banco de origen"
              value={values.banco}
              onChange={(e) => onChange({ banco: e.target.value })}
              error={!!errores.banco}
              helperText={errores.banco}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              fullWidth
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
