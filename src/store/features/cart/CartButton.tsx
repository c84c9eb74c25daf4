/** The menu's cart button: a badge with the number of products in the active cart page; opens the panel. */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { usePanelsStore } from '../../state/panels';
import { useCartView } from './use-cart';

export default function CartButton() {
  const toggle = usePanelsStore((s) => s.toggle);
  const count = useCartView().lines.length;
  return (
    <IconButton aria-label={`Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`} onClick={() => toggle('carrito')} color="primary">
      <Badge badgeContent={count} color="secondary" max={99} data-testid="carrito-badge">
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
