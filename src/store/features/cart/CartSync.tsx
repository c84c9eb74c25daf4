/**
 * Keeps the cart in step with the session and the zone: after login the guest cart of the zone merges into
 * the customer's cart 1, otherwise the server carts are read; after logout the server carts are forgotten.
 */
import { useEffect } from 'react';
import { useCustomerUid } from '../../lib/use-website';
import { useCartStore } from '../../state/cart';
import { useZoneStore } from '../../state/zone';

export default function CartSync() {
  const zona = useZoneStore((s) => s.zona?.slug ?? null);
  const uid = useCustomerUid();

  useEffect(() => {
    const cart = useCartStore.getState();
    if (!uid) {
      cart.resetServer();
      return;
    }
    if (!zona) return;
    if (cart.invitado[zona]?.length) void cart.mergeGuest(zona);
    else void cart.load(zona);
  }, [zona, uid]);

  return null;
}
