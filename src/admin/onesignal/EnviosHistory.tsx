import { Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { EnvioFila, SegmentoFila } from '../../shared/contracts/admin-onesignal';
import { fechaHora } from '../common/format';
import type { AdminDataProvider } from '../providers/data-provider';

const COLOR: Record<number, 'default' | 'info' | 'success' | 'error' | 'warning'> = { 1: 'info', 2: 'warning', 3: 'success', 4: 'error', 5: 'default' };

/** The segment's sends, newest first, with their counts; a scheduled one can be cancelled. */
export function EnviosHistory() {
  const record = useRecordContext<SegmentoFila>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [cancelling, setCancelling] = useState<EnvioFila | null>(null);
  const { data, refetch } = useGetList<EnvioFila>(
    'onesignal/envio',
    { filter: { segmentoId: record?.id }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    { enabled: record !== undefined },
  );
  if (!record) return null;
  const col = (key: string) => translate(`resources.onesignal.historial.columnas.${key}`);

  async function cancel() {
    const envio = cancelling!;
    setCancelling(null);
    try {
      await dataProvider.putCustom(`onesignal/envio/${envio.id}/cancelar`, {});
      notify('resources.onesignal.historial.cancelado', { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
    await refetch();
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="historial-envios">
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography id="historial-envios" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.onesignal.historial.titulo')}
        </Typography>
        {data && data.length === 0 && <Typography color="text.secondary">{translate('resources.onesignal.historial.vacio')}</Typography>}
        {data && data.length > 0 && (
          <Table size="small" aria-labelledby="historial-envios">
            <TableHead>
              <TableRow>
                <TableCell>{col('mensaje')}</TableCell>
                <TableCell>{col('estatus')}</TableCell>
                <TableCell>{col('fecha')}</TableCell>
                <TableCell align="right">{col('destinatarios')}</TableCell>
                <TableCell align="right">{col('push')}</TableCell>
                <TableCell>{col('autor')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((e) => (
                <TableRow key={e.id} data-testid="envio-fila">
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {e.titulo}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {e.texto}
                    </Typography>
                    {e.error && (
                      <Typography variant="caption" color="error" component="p">
                        {e.error}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={COLOR[e.estatus] ?? 'default'} label={e.estatusNombre} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{fechaHora(e.enviadoEn ?? e.programadoPara ?? e.creadoEn)}</TableCell>
                  <TableCell align="right">{e.enviados}</TableCell>
                  <TableCell align="right">{e.recibidosPush ?? '—'}</TableCell>
                  <TableCell>{e.autor}</TableCell>
                  <TableCell>
                    {e.estatus === 1 && (
                      <Button size="small" color="error" onClick={() => setCancelling(e)}>
                        {translate('resources.onesignal.historial.cancelar')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Confirm
          isOpen={cancelling !== null}
          title="resources.onesignal.historial.cancelar_titulo"
          content="resources.onesignal.historial.cancelar_confirmar"
          translateOptions={{ titulo: cancelling?.titulo ?? '' }}
          onConfirm={() => void cancel()}
          onClose={() => setCancelling(null)}
        />
      </CardContent>
    </Card>
  );
}
