import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { usuarioTipoEtiqueta, type UsuarioTipoNombre } from '../../shared/enums';
import { formatAmount } from '../../shared/money';
import { bs, fecha, horario, usd } from './format';
import { Seccion } from './Seccion';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" display="block">
        {translate(label)}
      </Typography>
      <Typography variant="body2">{children || '—'}</Typography>
    </Box>
  );
}

function Linea({ label, usdAmount, tasa, strong, negative }: { label: string; usdAmount: string; tasa: string; strong?: boolean; negative?: boolean }) {
  const translate = useTranslate();
  const sign = negative ? '− ' : '';
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.25 }}>
      <Typography variant="body2" fontWeight={weight}>
        {translate(label)}
      </Typography>
      <Box textAlign="right">
        <Typography variant="body2" fontWeight={weight}>
          {sign}
          {usd(usdAmount)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {sign}
          {bs(usdAmount, tasa)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Customer, delivery and totals (USD and bolívares at the order's rate). */
export function PedidoDatos() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  if (!o) return null;
  const f = (key: string) => `resources.pedido.detalle.${key}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Seccion titulo={f('cliente')}>
        <Dato label={f('nombre')}>
          <Link to={`/cliente/${o.cliente.id}/show`} title={translate(f('verCliente'))}>
            {o.cliente.nombre}
          </Link>
        </Dato>
        <Dato label={f('correo')}>{o.cliente.email}</Dato>
        <Dato label={f('documento')}>{o.cliente.documento}</Dato>
        <Dato label={f('telefono')}>{o.cliente.telefono}</Dato>
        <Dato label={f('plan')}>{usuarioTipoEtiqueta[o.usuarioTipo as UsuarioTipoNombre] ?? o.usuarioTipo}</Dato>
      </Seccion>
      <Seccion titulo={f('entrega')}>
        <Dato label={f('tipoEnvio')}>{o.tipoEnvio.nombre}</Dato>
        <Dato label={f('direccion')}>{o.direccion}</Dato>
        <Dato label={f('fechaEntrega')}>
          {fecha(o.fechaEntrega)}, {horario(o.horaInicio, o.horaFin)}
        </Dato>
        {o.tiempoEnvio > 0 && <Dato label={f('tiempoEnvio')}>{translate(f('minutos'), { minutos: o.tiempoEnvio })}</Dato>}
        <Dato label={f('zona')}>{o.zona.nombre}</Dato>
        {o.nota && <Dato label={f('nota')}>{o.nota}</Dato>}
      </Seccion>
      <Seccion titulo={f('totales')}>
        <Linea label={f('subtotal')} usdAmount={o.subtotal} tasa={o.tasa} />
        <Linea label={f('impuesto')} usdAmount={o.impuesto} tasa={o.tasa} />
        {Number(o.descuento) > 0 && (
          <Linea label={o.cuponCodigo ? `${translate(f('descuento'))} (${o.cuponCodigo})` : f('descuento')} usdAmount={o.descuento} tasa={o.tasa} negative />
        )}
        <Linea label={f('costoEnvio')} usdAmount={o.costoEnvio} tasa={o.tasa} />
        <Linea label={f('costoEmpaquetado')} usdAmount={o.costoEmpaquetado} tasa={o.tasa} />
        <Divider sx={{ my: 1 }} />
        <Linea label={f('total')} usdAmount={o.total} tasa={o.tasa} strong />
        <Typography variant="caption" color="text.secondary">
          {translate(f('tasa'), { tasa: formatAmount(o.tasa) })}
        </Typography>
      </Seccion>
    </Box>
  );
}
