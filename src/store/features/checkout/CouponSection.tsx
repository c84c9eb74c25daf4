/** Step 2: the shopper's usable coupons and a code field; applying asks the server, which gives the reason on 422. */
import LocalOffer from '@mui/icons-material/LocalOffer';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/http-errors';
import { aplicarCupon, type CuponUsable, type FormPago } from '../../lib/orders-api';
import { bothCurrencies, couponValue } from '../../lib/order-view';
import { useMoney } from '../../lib/use-website';
import SectionCard from './SectionCard';

interface Props {
  form: FormPago;
  cupon: CuponUsable | null;
  /** The discount the summary computes for the applied coupon. */
  descuento: string;
  error?: string;
  onApplied(cupon: CuponUsable | null): void;
}

const CODIGO = /^[0-9A-Za-z_-]{3,30}$/;

export default function CouponSection({ form, cupon, descuento, error, onApplied }: Props) {
  const [codigo, setCodigo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const carritoId = form.carrito.id;
  const apply = useMutation({
    mutationFn: (code: string) => aplicarCupon(carritoId!, code),
    onSuccess: (answer) => {
      if (!answer) return;
      setProblem(null);
      setCodigo('');
      onApplied(answer.cupon);
    },
    onError: (e) => {
      if (e instanceof ApiError && !e.handled) setProblem(e.status === 404 ? 'Cupón no válido' : e.body.mensaje);
    },
  });
  const money = useMoney();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = codigo.trim();
    if (!CODIGO.test(code)) {
      setProblem('Ingrese un código de cupón válido');
      return;
    }
    apply.mutate(code);
  }

  if (carritoId === null) {
    return (
      <SectionCard numero={2} titulo="Cupón">
        <Typography color="text.secondary">Los cupones se pueden usar una vez guardado el carrito.</Typography>
      </SectionCard>
    );
  }

  const ahorro = bothCurrencies(descuento, form.tasa);
  return (
    <SectionCard numero={2} titulo="Cupón">
      {cupon ? (
        <Alert
          severity="success"
          icon={<LocalOffer />}
          action={
            <Button color="inherit" size="small" onClick={() => onApplied(null)}>
              Quitar
            </Button>
          }
        >
          Cupón <strong>{cupon.codigo}</strong> aplicado ({cupon.nombre}): ahorra {ahorro.usd} ({ahorro.bs})
        </Alert>
      ) : (
        <Stack spacing={2}>
          {form.cupon.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="list" aria-label="Cupones disponibles">
              {form.cupon.map((c) => (
                <Chip
                  key={c.id}
                  role="listitem"
                  icon={<LocalOffer />}
                  color="secondary"
                  variant="outlined"
                  label={`${c.nombre}: ${couponValue(c, money)}`}
                  onClick={() => apply.mutate(c.codigo)}
                  disabled={apply.isPending}
                />
              ))}
            </Stack>
          )}
          <Stack component="form" noValidate onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Código del cupón"
              size="small"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              error={Boolean(problem ?? error)}
              helperText={problem ?? error}
              slotProps={{ htmlInput: { maxLength: 30 } }}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={apply.isPending || !codigo.trim()} sx={{ mt: '2px' }}>
              Aplicar
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
