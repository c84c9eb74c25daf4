import { Box, Stack, Typography } from '@mui/material';
import { ListButton, Loading, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { OrdenAdmin } from '../../shared/contracts/admin-orders';
import { HistorySection } from '../common/HistorySection';
import { CambiarEstatusButton } from './CambiarEstatusButton';
import { EstatusChip } from './EstatusChip';
import { fechaHora } from './format';
import { PedidoDatos } from './PedidoDatos';
import { PedidoHistorial } from './PedidoHistorial';
import { PedidoLineas } from './PedidoLineas';
import { PedidoPagos } from './PedidoPagos';

function ShowActions() {
  return (
    <TopToolbar>
      <CambiarEstatusButton />
      <ListButton />
    </TopToolbar>
  );
}

function Cabecera() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  if (!o) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="h5" component="h2">
        {translate('resources.pedido.detalle.titulo', { id: o.id })}
      </Typography>
      <EstatusChip estatus={o.estatus.id} size="medium" />
      <Typography variant="body2" color="text.secondary">
        {fechaHora(o.creadoEn)} · {o.zona.nombre} · {o.metodoPago.nombre}
      </Typography>
    </Stack>
  );
}

function PedidoTitle() {
  const o = useRecordContext<OrdenAdmin>();
  const translate = useTranslate();
  return <>{o ? translate('resources.pedido.detalle.titulo', { id: o.id }) : ''}</>;
}

/** Coming from the list, react-admin first shows the list's row: the page waits for the full order. */
const isFullOrder = (o: unknown): o is OrdenAdmin => typeof o === 'object' && o !== null && 'detalle' in o && 'siguientes' in o;

function Contenido() {
  const o = useRecordContext();
  if (!isFullOrder(o)) return <Loading />;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Cabecera />
      <PedidoDatos />
      <PedidoLineas />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <PedidoPagos />
        <PedidoHistorial />
      </Box>
      <HistorySection />
    </Box>
  );
}

/** One order for staff: customer, delivery, lines, totals in USD and Bs, payments and history; status moves. */
export function PedidoShow() {
  return (
    <Show actions={<ShowActions />} title={<PedidoTitle />}>
      <Contenido />
    </Show>
  );
}
