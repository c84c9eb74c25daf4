/**
 * /{zona}/pago/{pagina}: the checkout of a cart page (customers only; the zone guard runs first). Its data
 * comes from formpago each visit; once the order is placed, the confirmation has its own URL
 * (/{zona}/pago/confirmacion/{orden}), so a phone shows it from the top and a reload keeps it.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import PageLoader from '../../components/PageLoader';
import { formPagoQuery, type OrdenResumen } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';
import CartAdjusted from './CartAdjusted';
import { adjustmentMessages } from './checkout-state';
import CheckoutForm from './CheckoutForm';

const PAGINAS = ['0', '1', '2'];

export default function CheckoutPage() {
  const params = useParams();
  const zona = params.zona ?? '';
  const valid = PAGINAS.includes(params.pagina ?? '');
  const pagina = Number(params.pagina);
  const uid = useCustomerUid();
  const query = useQuery({ ...formPagoQuery(uid, zona, pagina), enabled: valid && uid !== null });
  const navigate = useNavigate();
  const onPlaced = useCallback(
    (orden: OrdenResumen) => void navigate(link('confirmacion', { zona: orden.zona.slug, orden: orden.id }), { replace: true, state: { orden } }),
    [navigate],
  );

  if (!valid) return <Navigate to={link('error404')} replace />;

  const form = query.data;
  const empty = form && !form.carrito.carritoDetalle.some((l) => l.producto.precio && l.cantidad > 0);
  const ajustes = form ? adjustmentMessages(form, pagina) : [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1, md: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        Finalizar compra
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2, md: 3 } }}>
        Carrito #{pagina + 1}
        {form ? ` · ${form.zona.nombre}` : ''}
      </Typography>
      {query.isPending && <PageLoader />}
      {(query.isError || query.data === null) && !query.isFetching && (
        <EmptyState
          titulo="No pudimos cargar el pago"
          texto="Intente nuevamente en unos minutos."
          accion={{ label: 'Volver a la tienda', href: link('zona', { zona }) }}
        />
      )}
      {empty && (
        <>
          {ajustes.length > 0 && (
            <Box sx={{ mb: 2 }}>
              <CartAdjusted mensajes={ajustes} />
            </Box>
          )}
          <EmptyState
            titulo="Su carrito está vacío"
            texto="Agregue productos a este carrito para finalizar la compra."
            accion={{ label: 'Ir a la tienda', href: link('zona', { zona }) }}
          />
        </>
      )}
      {form && !empty && <CheckoutForm form={form} pagina={pagina} reload={query.refetch} onPlaced={onPlaced} />}
    </Container>
  );
}
