import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import type { PagoEstatusId } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { PAGO_COLOR } from './estatus';
import { bs, fechaHora, usd } from './format';
import { Seccion } from './Seccion';

/** The order's payments: balance and the method to verify, with their status. */
export function PedidoPagos() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  if (!o) return null;
  const h = (key: string) => translate(`resources.pedido.pagos.${key}`);
  return (
    <Seccion titulo="resources.pedido.detalle.pagos">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{h('metodo')}</TableCell>
            <TableCell align="right">{h('monto')}</TableCell>
            <TableCell>{h('datos')}</TableCell>
            <TableCell>{h('estatus')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.pago.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.metodo.nombre}</TableCell>
              <TableCell align="right">
                {usd(p.monto)}
                <Typography variant="caption" color="text.secondary" display="block">
                  {p.montoBs ? formatMoney(p.montoBs, 'Bs.') : bs(p.monto, o.tasa)}
                </Typography>
              </TableCell>
              <TableCell>
                {[p.referencia && `${h('referencia')}: ${p.referencia}`, p.banco, p.telefono, p.documento].filter(Boolean).join(' · ') || '—'}
              </TableCell>
              <TableCell>
                <Chip size="small" color={PAGO_COLOR[p.estatus.id as PagoEstatusId] ?? 'default'} label={p.estatus.nombre} />
                {p.verificadoEn && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {fechaHora(p.verificadoEn)}
                    {p.verificadoPor ? ` · ${p.verificadoPor}` : ''}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
          {o.pago.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{h('sin_pagos')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Seccion>
  );
}
