/**
 * 'Confirmar pedido': posts registrar and, on success, refreshes what the order changed (orders, tracking,
 * coupons, the cart) and reports the conversion to search analytics.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendPurchase } from '../../lib/insights';
import { ordersKeys, registrarOrden, type FormPago, type OrdenResumen, type RegistrarOrden } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';
import { useCartStore } from '../../state/cart';

const PURCHASE = 'Productos comprados juntos';

export function usePlaceOrder(form: FormPago, pagina: number, onPlaced: (orden: OrdenResumen) => void) {
  const queryClient = useQueryClient();
  const uid = useCustomerUid();
  return useMutation({
    mutationFn: (body: RegistrarOrden) => registrarOrden(form.zona.slug, pagina, body),
    onSuccess: (answer) => {
      if (!answer) return;
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all(uid) });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.cupones(uid) });
      void useCartStore.getState().load(form.zona.slug);
      sendPurchase(
        form.carrito.carritoDetalle.map((l) => String(l.producto.id)),
        PURCHASE,
      );
      onPlaced(answer.orden);
    },
  });
}
