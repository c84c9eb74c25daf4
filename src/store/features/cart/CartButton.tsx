/**
 * The menu's cart button: a badge with the number of products in the active cart page and, for a customer
 * (three carts), which one is active (#1–#3); opens the panel. Plain elements: it is in every header.
 */
import BadgedIcon from '../../components/BadgedIcon';
import css from '../../components/header-button.module.css';
import { usePanelsStore } from '../../state/panels';
import { useCartView } from './use-cart';

export default function CartButton() {
  const toggle = usePanelsStore((s) => s.toggle);
  const { lines, uid, pagina } = useCartView();
  const count = lines.length;
  const productos = `${count} ${count === 1 ? 'producto' : 'productos'}`;
  return (
    <button
      type="button"
      aria-label={uid ? `Carrito: ${productos} en el carrito #${pagina + 1}` : `Carrito: ${productos}`}
      onClick={() => toggle('carrito')}
      className={css.button}
    >
      <BadgedIcon icon="cart" count={count} testId="carrito-badge" />
      {uid && (
        <span data-testid="carrito-activo" aria-hidden className={css.active}>
          #{pagina + 1}
        </span>
      )}
    </button>
  );
}
