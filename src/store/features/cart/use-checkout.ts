/**
 * The 'Finalizar Compra' flow (spec sections 4 and 8): a guest goes to login with carrito=pagar; a customer
 * waits while the server re-validates the page, then goes to checkout, or sees what was adjusted.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { link } from '../../lib/links';
import { validateCart } from '../../lib/cart-api';
import { ApiError } from '../../lib/http-errors';
import { useCartStore } from '../../state/cart';
import { useUiStore } from '../../state/ui';

export const CART_UPDATED = {
  titulo: 'Carrito actualizado',
  mensaje: 'Se modificó automáticamente el Carrito por la disponibilidad de algunos productos',
};
export const CART_ERROR = 'Error con la información del Carrito, por favor intente nuevamente';

/** The login page URL that brings a guest back to pay this cart page after logging in. */
export function guestCheckoutUrl(pagina: number): string {
  return `${link('login')}?carrito=pagar&pagina=${pagina}`;
}

export function useCheckout(zona: string, pagina: number, uid: string | null) {
  const navigate = useNavigate();
  const [validating, setValidating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server judged the page below the minimum purchase. */
  const [belowMinimum, setBelowMinimum] = useState(false);

  async function checkout(minimoAlcanzado: boolean) {
    setError(null);
    setBelowMinimum(!minimoAlcanzado);
    if (!minimoAlcanzado) return;
    if (!uid) {
      navigate(guestCheckoutUrl(pagina));
      return;
    }
    setValidating(true);
    try {
      const answer = await validateCart(zona, pagina);
      if (!answer) return;
      if (answer.valido) {
        navigate(link('pagar', { zona, pagina }));
        return;
      }
      const errores = Object.values(answer.errores).flat();
      if (errores.length > 0) {
        useUiStore.getState().showAlert({ severity: 'warning', titulo: CART_UPDATED.titulo, mensaje: [CART_UPDATED.mensaje, ...errores].join('<br/>') });
      }
      if (!answer.minimoAlcanzado) setBelowMinimum(true);
      await useCartStore.getState().load(zona);
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setError(CART_ERROR);
    } finally {
      setValidating(false);
    }
  }

  return { checkout, validating, error, belowMinimum };
}
