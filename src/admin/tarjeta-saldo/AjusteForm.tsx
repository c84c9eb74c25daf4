import { Alert, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AjusteFila, SaldoFila } from '../../shared/contracts/admin-wallet';
import { compare, formatMoney } from '../../shared/money';

const MONTO = /^\d{1,10}(\.\d{1,2})?$/;

/** Credit or debit a customer's balance with a reason (POST /admin/tarjeta/saldo/ajuste), after a confirmation. */
export function AjusteForm({ saldo, onDone }: { saldo: SaldoFila; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [operacion, setOperacion] = useState<'credito' | 'debito'>('credito');
  const [monto, setMonto] = useState('');
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clave, setClave] = useState(() => crypto.randomUUID());
  const t = (k: string, o?: object) => translate(`resources.tarjeta/saldo/ajuste.form.${k}`, o);
  const montoError = !MONTO.test(monto.trim()) || compare(monto.trim() || '0', 0) <= 0 ? t('monto_invalido') : operacion === 'debito' && compare(monto.trim(), saldo.saldo) > 0 ? t('debito_excede') : null;
  const motivoError = motivo.trim().length < 3 ? t('motivo_invalido') : null;
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      dataProvider.create<AjusteFila & { id: number }>('tarjeta/saldo/ajuste', {
        data: { usuarioId: saldo.id, operacion, monto: monto.trim(), motivo: motivo.trim(), claveIdempotencia: clave },
      }),
    onSuccess: () => {
      setConfirm(false);
      notify(t('hecho'), { type: 'success' });
      setMonto('');
      setMotivo('');
      setTouched(false);
      setClave(crypto.randomUUID());
      onDone();
    },
    onError: (e: Error & { body?: { errores?: Record<string, string> } }) => {
      setConfirm(false);
      setError(Object.values(e.body?.errores ?? {})[0] ?? e.message);
    },
  });
  const submit = () => {
    setTouched(true);
    setError(null);
    if (!montoError && !motivoError) setConfirm(true);
  };
  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('titulo', { cliente: saldo.email })} sx={{ maxWidth: 480 }}>
      <Typography variant="body2">{t('saldo', { saldo: formatMoney(saldo.saldo, '$') })}</Typography>
      <ToggleButtonGroup exclusive value={operacion} onChange={(_e, v) => v && setOperacion(v)} size="small" aria-label={t('operacion')}>
        <ToggleButton value="credito">{t('credito')}</ToggleButton>
        <ToggleButton value="debito">{t('debito')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={t('monto')}
        value={monto}
        onChange={(e) => setMonto(e.target.value.replace(',', '.'))}
        inputProps={{ inputMode: 'decimal' }}
        error={touched && !!montoError}
        helperText={touched ? montoError : ' '}
        required
      />
      <TextField
        label={t('motivo')}
        value={motivo}
        onChange={(e) => setMotivo(e.target.value.slice(0, 200))}
        error={touched && !!motivoError}
        helperText={touched ? motivoError : ' '}
        required
        multiline
        minRows={2}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button label={t('guardar')} type="submit" variant="contained" disabled={isPending} />
      </div>
      <Confirm
        isOpen={confirm}
        loading={isPending}
        title={t('titulo', { cliente: saldo.email })}
        content={t('confirmar', { operacion: operacion === 'credito' ? t('credito') : t('debito'), monto: formatMoney(monto.trim() || 0, '$'), cliente: saldo.email })}
        onConfirm={() => mutate()}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}
