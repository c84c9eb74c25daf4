import { Alert, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, useDataProvider, useTranslate } from 'react-admin';
import type { MovimientoFila } from '../../shared/contracts/admin-wallet';
import type { MovimientoDetalle } from '../../shared/contracts/wallet';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';

const PAGE = 50;

function Detalle({ usuarioId, mov, onClose }: { usuarioId: number; mov: MovimientoFila; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const q = useQuery({
    queryKey: ['movimiento', usuarioId, mov.id],
    queryFn: () => dataProvider.getCustom<MovimientoDetalle>(`tarjeta/saldo/historial/${mov.tipo}/${usuarioId}/${mov.id}`),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mov-titulo">
      <DialogTitle id="mov-titulo">{translate('resources.tarjeta/saldo.libro.detalle', { id: mov.id })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          {`${mov.tipoNombre} · ${formatMoney(mov.monto, '$')} · ${fechaHora(mov.creadoEn)}`}
        </Typography>
        {q.isPending ? <Loading /> : q.isError ? <Alert severity="error">{q.error.message}</Alert> : null}
        {q.data?.causa.map((c) => (
          <Typography key={c.etiqueta} variant="body2">
            <strong>{c.etiqueta}:</strong> {c.valor}
          </Typography>
        ))}
      </DialogContent>
    </Dialog>
  );
}

/** One customer's ledger, newest first, 50 at a time; a row opens its cause. */
export function Libro({ usuarioId, version }: { usuarioId: number; version: number }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [pages, setPages] = useState(1);
  const [open, setOpen] = useState<MovimientoFila | null>(null);
  const q = useQuery({
    queryKey: ['libro', usuarioId, pages, version],
    queryFn: () => dataProvider.getCustom<MovimientoFila[]>(`tarjeta/saldo/${usuarioId}/historial`, { range: JSON.stringify([0, pages * PAGE - 1]) }),
  });
  const t = (k: string) => translate(`resources.tarjeta/saldo.libro.${k}`);
  if (q.isPending) return <Loading />;
  if (q.isError) return <Alert severity="error">{q.error.message}</Alert>;
  if (!q.data.length) return <Typography color="text.secondary">{t('vacio')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={t('titulo')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fecha')}</TableCell>
            <TableCell>{t('tipo')}</TableCell>
            <TableCell>{t('descripcion')}</TableCell>
            <TableCell align="right">{t('monto')}</TableCell>
            <TableCell align="right">{t('resultante')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {q.data.map((m) => (
            <TableRow key={m.id} hover onClick={() => setOpen(m)} sx={{ cursor: 'pointer' }}>
              <TableCell>{fechaHora(m.creadoEn)}</TableCell>
              <TableCell>{m.tipoNombre}</TableCell>
              <TableCell>{m.descripcion}</TableCell>
              <TableCell align="right" sx={{ color: m.monto.startsWith('-') ? 'error.main' : 'success.dark', fontWeight: 600 }}>
                {formatMoney(m.monto, '$')}
              </TableCell>
              <TableCell align="right">{formatMoney(m.saldoResultante, '$')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {q.data.length === pages * PAGE && <Button label={t('mas')} onClick={() => setPages((p) => p + 1)} />}
      {open && <Detalle usuarioId={usuarioId} mov={open} onClose={() => setOpen(null)} />}
    </>
  );
}
