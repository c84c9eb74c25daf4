import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { isPositive } from '../../shared/money';
import { usd } from './format';
import { Seccion } from './Seccion';

/** What was sold, at the snapshot prices. */
export function PedidoLineas() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  if (!o) return null;
  const h = (key: string) => translate(`resources.pedido.lineas.${key}`);
  return (
    <Seccion titulo="resources.pedido.detalle.productos">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{h('producto')}</TableCell>
            <TableCell align="right">{h('cantidad')}</TableCell>
            <TableCell align="right">{h('precio')}</TableCell>
            <TableCell align="right">{h('impuesto')}</TableCell>
            <TableCell align="right">{h('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.detalle.map((l) => (
            <TableRow key={l.id}>
              <TableCell>
                <Link to={`/producto/${l.productoId}/show`}>{l.nombre}</Link>
              </TableCell>
              <TableCell align="right">{l.cantidad}</TableCell>
              <TableCell align="right">
                {usd(l.precioUnitario)}
                {isPositive(l.oferta) && <s style={{ marginLeft: 6, opacity: 0.6 }}>{usd(l.precio)}</s>}
              </TableCell>
              <TableCell align="right">{isPositive(l.impuesto) ? `${usd(l.impuesto)} (${Number(l.impuestoPorcentaje)} %)` : '—'}</TableCell>
              <TableCell align="right">{usd(l.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Seccion>
  );
}
