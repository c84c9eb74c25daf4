/** Redeem a gift code: the amount goes to the balance at once. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/http-errors';
import { bothCurrencies } from '../../lib/order-view';
import { usarCodigo } from './wallet-api';

export default function RedeemCodeForm({ tasa, onDone }: { tasa: string; onDone: () => void }) {
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canje = useMutation({
    mutationFn: () => usarCodigo(codigo.trim()),
    onSuccess: () => {
      setCodigo('');
      onDone();
    },
    onError: (e) => setError(e instanceof ApiError && !e.handled ? (e.status === 429 ? 'Demasiados intentos. Intente nuevamente en unos minutos.' : e.body.mensaje) : null),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    canje.reset();
    if (codigo.replace(/[\s-]/g, '').length < 20) return setError('El código tiene 20 letras y números (por ejemplo ABCDE-FGHJK-LMNPQ-RSTUV)');
    canje.mutate();
  }
  const abono = canje.data ? bothCurrencies(canje.data.monto, tasa) : null;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Canjear código de regalo">
      <Stack spacing={2}>
        <TextField
          label="Código de regalo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value.toUpperCase().slice(0, 40))}
          error={Boolean(error)}
          helperText={error ?? 'Lo recibió por correo; puede escribirlo con o sin guiones'}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
          fullWidth
        />
        {abono && <Alert severity="success">¡Listo! Se sumaron {abono.usd} ({abono.bs}) a su saldo.</Alert>}
        <Button type="submit" variant="outlined" size="large" disabled={canje.isPending}>
          Canjear código
        </Button>
      </Stack>
    </Box>
  );
}
