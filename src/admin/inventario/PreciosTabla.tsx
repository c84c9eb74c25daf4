import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { InventarioFila } from '../../shared/contracts/admin-inventory';
import { formatMoney } from '../../shared/money';

/** The row's three plan prices with offer and sale mode. */
export function PreciosTabla() {
  const record = useRecordContext<InventarioFila>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (k: string) => translate(`resources.inventario.fields.${k}`);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate('resources.inventario.editar.precios_titulo')}>
      <Table size="small" aria-label={translate('resources.inventario.editar.precios_titulo')}>
        <TableHead>
          <TableRow>
            <TableCell>{f('plan')}</TableCell>
            <TableCell align="right">{f('precio')}</TableCell>
            <TableCell align="right">{f('oferta')}</TableCell>
            <TableCell align="right">{f('minimo')}</TableCell>
            <TableCell align="right">{f('maximo')}</TableCell>
            <TableCell align="right">{f('grupo')}</TableCell>
            <TableCell align="right">{f('unidad')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.precios.map((p) => (
            <TableRow key={p.id}>
              <TableCell component="th" scope="row">
                {translate(`resources.inventario.planes.${p.usuarioTipo}`)}
              </TableCell>
              <TableCell align="right">{formatMoney(p.precio, '$')}</TableCell>
              <TableCell align="right">{Number(p.oferta) > 0 ? formatMoney(p.oferta, '$') : '—'}</TableCell>
              <TableCell align="right">{p.minimo}</TableCell>
              <TableCell align="right">{p.maximo ?? '—'}</TableCell>
              <TableCell align="right">{p.grupo}</TableCell>
              <TableCell align="right">{p.unidad}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
