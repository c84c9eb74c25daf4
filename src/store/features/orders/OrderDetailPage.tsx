/** /mi-cuenta/pedidos/:id: one order with its lines, totals in both currencies at its rate, payments and history. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { OrdenEstatus, tipoEnvioNombre, type TipoEnvioId } from '../../../shared/enums';
import { link } from '../../lib/links';
import PageLoader from '../../components/PageLoader';
import { ordenQuery } from '../../lib/orders-api';
import { bothCurrencies, deliveryWindowText, formatMoment } from '../../lib/order-view';
import { useCustomerUid } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import OrderLines from './OrderLines';
import OrderPayments from './OrderPayments';
import OrderStatusChip from './OrderStatusChip';

function Block({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={titulo} sx={{ borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function OrderDetailPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const uid = useCustomerUid();
  const show = usePanelsStore((s) => s.show);
  const { data: orden, isPending } = useQuery({ ...ordenQuery(uid, id), enabled: id > 0 && uid !== null });

  if (id <= 0) return <Navigate to={link('error404')} replace />;
  if (isPending || !orden) return <PageLoader />;

  const tipo = tipoEnvioNombre[orden.tipoEnvio as TipoEnvioId];
  const total = bothCurrencies(orden.total, orden.tasa);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button href={link('misPedidos')} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 1 }}>
        Mis pedidos
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 0.5 }}>
        <Typography variant="h4" component="h1">
          Pedido #{orden.id}
        </Typography>
        <OrderStatusChip estatus={orden.estatus} size="medium" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatMoment(orden.fechaHora)} · {orden.zona.nombre} · Total {total.usd} ({total.bs})
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => show('rastreo')}>
          Ver rastreo
        </Button>
        {orden.estatus.id === OrdenEstatus.ENTREGADO && !orden.calificacion && (
          <Button variant="contained" href={link('calificaciones')}>
            Calificar pedido
          </Button>
        )}
      </Stack>

      <Stack spacing={2}>
        <Block titulo="Entrega">
          <Typography sx={{ fontWeight: 600 }}>{tipo}</Typography>
          <Typography color="text.secondary">{orden.direccion}</Typography>
          <Typography color="text.secondary">{deliveryWindowText(orden.fechaEntrega, orden.horaInicio, orden.horaFin)}</Typography>
          {orden.nota && <Typography sx={{ mt: 1 }}>Nota: {orden.nota}</Typography>}
        </Block>
        <Block titulo="Productos">
          <OrderLines orden={orden} />
        </Block>
        <Block titulo="Pagos">
          <OrderPayments pagos={orden.pago} />
        </Block>
        <Block titulo="Historial">
          <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Historial del pedido">
            {orden.historial.map((h, i) => (
              <li key={`${h.fechaHora}-${i}`}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {h.estatus.nombre}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {formatMoment(h.fechaHora)}
                </Typography>
                {h.nota && (
                  <Typography variant="body2" color="text.secondary">
                    {h.nota}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Block>
        {orden.calificacion && (
          <Block titulo="Su calificación">
            <Rating value={orden.calificacion.puntuacion} readOnly />
            {orden.calificacion.comentario && <Typography>{orden.calificacion.comentario}</Typography>}
          </Block>
        )}
      </Stack>
    </Container>
  );
}
