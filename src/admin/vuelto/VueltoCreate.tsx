import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { VueltoFila, VueltoOrden } from '../../shared/contracts/admin-wallet';
import { VueltoDestino, vueltoDestinoNombre, type VueltoDestinoId } from '../../shared/enums';
import { compare, formatMoney } from '../../shared/money';
import type { AdminDataProvider } from '../providers/data-provider';

const MONTO = /^\d{1,10}(\.\d{1,2})?$/;

/** vuelto/registrar: find the order, pick its cash or transfer payment, and say where the change went. */
export function VueltoCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [orden, setOrden] = useState('');
  const [buscar, setBuscar] = useState<number | null>(null);
  const [pago, setPago] = useState<number | ''>('');
  const [monto, setMonto] = useState('');
  const [destino, setDestino] = useState<VueltoDestinoId>(VueltoDestino.SALDO);
  const [referencia, setReferencia] = useState('');
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (k: string, o?: object) => translate(`resources.vuelto.form.${k}`, o);
  const pagos = useQuery({
    queryKey: ['vuelto-orden', buscar],
    enabled: buscar !== null,
    retry: false,
    queryFn: () => dataProvider.getCustom<VueltoOrden>(`vuelto/orden/${buscar}`),
  });
  const libres = (pagos.data?.pago ?? []).filter((p) => p.vueltoId === null);
  const montoError = !MONTO.test(monto.trim()) || compare(monto.trim() || '0', 0) <= 0 ? t('monto_invalido') : null;
  const refError = destino === VueltoDestino.TRANSFERENCIA && referencia.trim().length < 4 ? t('referencia_requerida') : null;
  const { mutate, isPending } = useMutation({
    mutationFn: () =>
      dataProvider.create<VueltoFila>('vuelto', {
        data: { ordenPagoId: pago, monto: monto.trim(), destino, ...(referencia.trim() ? { referencia: referencia.trim() } : {}), nota: nota.trim() },
      }),
    onSuccess: ({ data }) => {
      setConfirm(false);
      notify(t('hecho'), { type: 'success' });
      redirect('edit', 'vuelto', data.id);
    },
    onError: (e: Error & { body?: { errores?: Record<string, string> } }) => {
      setConfirm(false);
      setError(Object.values(e.body?.errores ?? {})[0] ?? e.message);
    },
  });
  const submit = () => {
    setTouched(true);
    setError(null);
    if (pago !== '' && !montoError && !refError) setConfirm(true);
  };
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {t('titulo')}
      </Typography>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), /^\d{1,9}$/.test(orden) && setBuscar(Number(orden)))}>
              <TextField label={t('orden')} value={orden} onChange={(e) => setOrden(e.target.value.replace(/\D/g, ''))} inputProps={{ inputMode: 'numeric' }} size="small" />
              <Button label={t('buscar')} type="submit" variant="outlined" />
            </Stack>
            {pagos.isError && <Alert severity="error">{pagos.error.message}</Alert>}
            {pagos.data && (
              <>
                <Typography variant="body2">{`#${pagos.data.orden.id} · ${pagos.data.orden.cliente} · ${pagos.data.orden.estatus} · ${formatMoney(pagos.data.orden.total, '$')}`}</Typography>
                {pagos.data.pago.length === 0 ? (
                  <Alert severity="info">{t('sin_pagos')}</Alert>
                ) : (
                  <TextField select label={t('pago')} value={libres.some((p) => p.id === pago) ? pago : ''} onChange={(e) => setPago(Number(e.target.value))} error={touched && pago === ''}>
                    {pagos.data.pago.map((p) => (
                      <MenuItem key={p.id} value={p.id} disabled={p.vueltoId !== null}>
                        {`${p.metodo} · ${formatMoney(p.monto, '$')} · ${p.estatus}${p.vueltoId ? ` (${t('ya_tiene', { id: p.vueltoId })})` : ''}`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </>
            )}
            <TextField
              label={t('monto')}
              value={monto}
              onChange={(e) => setMonto(e.target.value.replace(',', '.'))}
              inputProps={{ inputMode: 'decimal' }}
              error={touched && !!montoError}
              helperText={touched ? montoError : ' '}
            />
            <TextField select label={t('destino')} value={destino} onChange={(e) => setDestino(Number(e.target.value) as VueltoDestinoId)}>
              {Object.entries(vueltoDestinoNombre).map(([id, name]) => (
                <MenuItem key={id} value={Number(id)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            {destino !== VueltoDestino.SALDO && (
              <TextField
                label={t('referencia')}
                value={referencia}
                onChange={(e) => setReferencia(e.target.value.slice(0, 30))}
                error={touched && !!refError}
                helperText={touched ? refError : ' '}
              />
            )}
            <TextField label={t('nota')} value={nota} onChange={(e) => setNota(e.target.value.slice(0, 300))} multiline minRows={2} />
            {error && <Alert severity="error">{error}</Alert>}
            <div>
              <Button label={t('guardar')} onClick={submit} variant="contained" disabled={isPending || !pagos.data} />
            </div>
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirm}
        loading={isPending}
        title={t('titulo')}
        content={t('confirmar', { monto: formatMoney(monto.trim() || 0, '$'), destino: vueltoDestinoNombre[destino], orden: pagos.data?.orden.id ?? '' })}
        onConfirm={() => mutate()}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}
