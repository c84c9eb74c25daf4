/** /mi-cuenta/pedidos: the customer's orders, newest first, 50 a page (?pag=N). */
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { tipoEnvioNombre, type TipoEnvioId } from '../../../shared/enums';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import ListingPagination from '../../components/ListingPagination';
import PageLoader from '../../components/PageLoader';
import { ordenesQuery, type OrdenResumen } from '../../lib/orders-api';
import { bothCurrencies, deliveryWindowText, formatMoment } from '../../lib/order-view';
import { pageFrom } from '../../lib/pagination';
import { useCustomerUid } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import OrderStatusChip from './OrderStatusChip';

function OrderRow({ orden }: { orden: OrdenResumen }) {
  const total = bothCurrencies(orden.total, orden.tasa);
  return (
    <Card component="li" sx={{ listStyle: 'none', borderRadius: 3 }}>
      <CardActionArea href={link('miPedido', { id: orden.id })} aria-label={`Pedido #${orden.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 800 }}>Pedido #{orden.id}</Typography>
              <OrderStatusChip estatus={orden.estatus} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatMoment(orden.fechaHora)} · {orden.zona.nombre} · {orden.productos} {orden.productos === 1 ? 'producto' : 'productos'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {tipoEnvioNombre[orden.tipoEnvio as TipoEnvioId]}: {deliveryWindowText(orden.fechaEntrega, orden.horaInicio, orden.horaFin)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 700 }}>{total.usd}</Typography>
            <Typography variant="caption" color="text.secondary">
              {total.bs}
            </Typography>
          </Box>
          <ChevronRight color="action" />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

export default function OrdersPage() {
  const [params] = useSearchParams();
  const pagina = pageFrom(params);
  const uid = useCustomerUid();
  const slug = useZoneStore((s) => s.slug);
  const { data, isPending } = useQuery({ ...ordenesQuery(uid, pagina), enabled: uid !== null });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Mis pedidos
      </Typography>
      {isPending && <PageLoader />}
      {data && data.orden.length === 0 && (
        <EmptyState
          titulo="Aún no tiene pedidos"
          texto="Cuando compre, aquí verá cada pedido con su estado."
          accion={{ label: 'Ir a la tienda', href: slug ? link('zona', { zona: slug }) : link('inicio') }}
        />
      )}
      {data && data.orden.length > 0 && (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Pedidos">
            {data.orden.map((o) => (
              <OrderRow key={o.id} orden={o} />
            ))}
          </Stack>
          <ListingPagination pagina={data.pagina} paginas={data.paginas} />
        </>
      )}
    </Container>
  );
}
