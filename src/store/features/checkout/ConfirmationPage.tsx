/**
 * /{zona}/pago/confirmacion/{orden}: the confirmation after 'Confirmar pedido', on its own URL. The checkout
 * hands over the order it just placed (navigation state); a reload or a shared link reads it from the
 * customer's orders. The page starts at the top with its heading focused, so a phone shows it at once.
 */
import Container from '@mui/material/Container';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import PageLoader from '../../components/PageLoader';
import PageTitle from '../../components/PageTitle';
import { ordenQuery, type OrdenResumen } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';
import OrderPlaced from './OrderPlaced';

function handedOver(state: unknown, id: number): OrdenResumen | null {
  const orden = (state as { orden?: OrdenResumen } | null)?.orden;
  return orden && orden.id === id ? orden : null;
}

export default function ConfirmationPage() {
  const params = useParams();
  const id = Number(params.orden);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const location = useLocation();
  const uid = useCustomerUid();
  const given = valid ? handedOver(location.state, id) : null;
  const query = useQuery({ ...ordenQuery(uid, id), enabled: valid && uid !== null && given === null });
  const orden = given ?? query.data ?? null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageTitle titulo={orden ? `Pedido #${orden.id} recibido` : 'Pedido recibido'} />
      {orden ? (
        <OrderPlaced orden={orden} />
      ) : !valid || query.isError ? (
        <EmptyState
          titulo="No encontramos ese pedido"
          texto="Revise sus pedidos en su cuenta."
          accion={{ label: 'Mis pedidos', href: link('misPedidos') }}
        />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
