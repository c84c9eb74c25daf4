/** Buy a balance card: for oneself (a top-up) or as a gift, amount, payment method and its reference. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MetodoPago } from '../../../shared/enums';
import { compare } from '../../../shared/money';
import { ApiError } from '../../lib/http-errors';
import { bothCurrencies } from '../../lib/order-view';
import { comprarTarjeta, type FormComprar, type TarjetaSolicitud } from './wallet-api';

const MONTO = /^\d{1,7}(\.\d{1,2})?$/;
type Errores = Record<string, string>;

function check(f: { tipo: number; monto: string; metodo: number | ''; referencia: string; banco: string; telefono: string; email: string }, form: FormComprar, requiere: string[]): Errores {
  const e: Errores = {};
  if (!MONTO.test(f.monto)) e.monto = 'Indique un monto válido, con hasta 2 decimales';
  else if (compare(f.monto, form.minimo) < 0) e.monto = `El monto mínimo es ${form.minimo}`;
  else if (compare(f.monto, form.maximo) > 0) e.monto = `El monto máximo es ${form.maximo}`;
  if (f.metodo === '') e.metodo = 'Elija cómo pagó';
  if (f.metodo !== MetodoPago.TARJETA && !/^[0-9A-Za-z-]{4,30}$/.test(f.referencia.trim())) e.referencia = 'Indique la referencia del pago (4 a 30 letras o números)';
  if (requiere.includes('banco') && f.banco.trim().length < 2) e.banco = 'Indique el banco de origen';
  if (requiere.includes('telefono') && !/^0\d{10}$/.test(f.telefono.replace(/\D/g, ''))) e.telefono = 'Indique el teléfono del pago móvil (11 dígitos)';
  if (f.tipo === 2 && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(f.email.trim())) e.destinatarioEmail = 'Indique un correo electrónico válido';
  return e;
}

export default function BuyCardForm({ form, onDone }: { form: FormComprar; onDone: (s: TarjetaSolicitud) => void }) {
  const [tipo, setTipo] = useState<1 | 2>(1);
  const [monto, setMonto] = useState(form.montos[2] ?? form.montos[0] ?? '');
  const [libre, setLibre] = useState(false);
  const [metodo, setMetodo] = useState<number | ''>(form.metodoPago[0]?.id ?? '');
  const [referencia, setReferencia] = useState('');
  const [banco, setBanco] = useState('');
  const [telefono, setTelefono] = useState('');
  const [email, setEmail] = useState('');
  const [nombre, setNombre] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [problema, setProblema] = useState<string | null>(null);
  const [clave] = useState(() => crypto.randomUUID());
  const elegido = form.metodoPago.find((m) => m.id === metodo);
  const requiere = elegido?.requiere ?? [];
  // a card is paid on the gateway's own page, which brings the shopper back to /procesar
  const tarjeta = metodo === MetodoPago.TARJETA;
  const compra = useMutation({
    mutationFn: () =>
      comprarTarjeta({
        claveIdempotencia: clave,
        tipo,
        monto,
        metodo: Number(metodo),
        ...(tarjeta ? {} : { referencia: referencia.trim() }),
        ...(requiere.includes('banco') ? { banco: banco.trim() } : {}),
        ...(requiere.includes('telefono') ? { telefono: telefono.replace(/\D/g, '') } : {}),
        ...(tipo === 2 ? { destinatarioEmail: email.trim(), destinatarioNombre: nombre.trim(), mensaje: mensaje.trim() } : {}),
      }),
    onSuccess: (s) => {
      if (s?.pasarela) window.location.assign(s.pasarela);
      else if (s) onDone(s);
    },
    onError: (e) => {
      if (e instanceof ApiError && !e.handled) {
        setErrores(e.body.errores ?? {});
        setProblema(e.body.mensaje);
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const e = check({ tipo, monto, metodo, referencia, banco, telefono, email }, form, requiere);
    setErrores(e);
    setProblema(null);
    if (Object.keys(e).length === 0) compra.mutate();
  }

  const total = MONTO.test(monto) ? bothCurrencies(monto, form.tasa) : null;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Comprar tarjeta de saldo">
      <Stack spacing={2.5}>
        <ToggleButtonGroup exclusive fullWidth color="primary" value={tipo} onChange={(_e, v: 1 | 2 | null) => v && setTipo(v)} aria-label="Para quién es la tarjeta">
          <ToggleButton value={1}>Recargar mi saldo</ToggleButton>
          <ToggleButton value={2}>Regalar a alguien</ToggleButton>
        </ToggleButtonGroup>

        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Monto de la tarjeta
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Montos">
            {form.montos.map((m) => (
              <Chip
                key={m}
                label={`$${Number(m)}`}
                color={!libre && monto === m ? 'primary' : 'default'}
                variant={!libre && monto === m ? 'filled' : 'outlined'}
                onClick={() => (setLibre(false), setMonto(m))}
                aria-pressed={!libre && monto === m}
              />
            ))}
            <Chip label="Otro monto" variant={libre ? 'filled' : 'outlined'} color={libre ? 'primary' : 'default'} onClick={() => (setLibre(true), setMonto(''))} aria-pressed={libre} />
          </Stack>
          {libre && (
            <TextField
              sx={{ mt: 1.5 }}
              label="Monto en dólares"
              value={monto}
              onChange={(e) => setMonto(e.target.value.replace(',', '.').trim())}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={errores.monto ?? `Entre $${Number(form.minimo)} y $${Number(form.maximo)}`}
              error={Boolean(errores.monto)}
              fullWidth
            />
          )}
          {!libre && errores.monto && <Typography color="error" variant="caption">{errores.monto}</Typography>}
        </Box>

        {tipo === 2 && (
          <Stack spacing={2}>
            <TextField label="Correo de quien la recibe" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errores.destinatarioEmail)} helperText={errores.destinatarioEmail ?? 'Le enviaremos el código de regalo a este correo'} required fullWidth />
            <TextField label="Nombre de quien la recibe (opcional)" value={nombre} onChange={(e) => setNombre(e.target.value.slice(0, 100))} fullWidth />
            <TextField label="Mensaje (opcional)" value={mensaje} onChange={(e) => setMensaje(e.target.value.slice(0, 300))} multiline minRows={2} fullWidth />
          </Stack>
        )}

        <TextField select label="Método de pago" value={metodo} onChange={(e) => setMetodo(Number(e.target.value))} error={Boolean(errores.metodo)} helperText={errores.metodo} fullWidth>
          {form.metodoPago.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.nombre}
            </MenuItem>
          ))}
        </TextField>

        {elegido && total && (
          <Alert severity="info" icon={false} data-testid="instrucciones-pago">
            <Typography sx={{ fontWeight: 700 }}>
              Pague {elegido.enBolivares ? `${total.bs} (${total.usd})` : total.usd}
            </Typography>
            {elegido.instrucciones.map((i) => (
              <Typography key={i.etiqueta} variant="body2">
                {i.etiqueta}: {i.valor}
              </Typography>
            ))}
          </Alert>
        )}

        {!tarjeta && (
          <TextField label="Referencia del pago" value={referencia} onChange={(e) => setReferencia(e.target.value)} error={Boolean(errores.referencia)} helperText={errores.referencia} required fullWidth />
        )}
        {requiere.includes('banco') && (
          <TextField label="Banco de origen" value={banco} onChange={(e) => setBanco(e.target.value.slice(0, 60))} error={Boolean(errores.banco)} helperText={errores.banco} required fullWidth />
        )}
        {requiere.includes('telefono') && (
          <TextField label="Teléfono del pago móvil" type="tel" value={telefono} onChange={(e) => setTelefono(e.target.value)} error={Boolean(errores.telefono)} helperText={errores.telefono ?? '0414-1234567'} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 14 } }} required fullWidth />
        )}

        {problema && <Alert severity="error">{problema}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={compra.isPending} startIcon={compra.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {compra.isPending ? 'Enviando…' : 'Enviar solicitud'}
        </Button>
        <Typography variant="caption" color="text.secondary">
          Verificamos el pago y le avisamos: la recarga se suma a su saldo y el regalo llega por correo.
        </Typography>
      </Stack>
    </Box>
  );
}
