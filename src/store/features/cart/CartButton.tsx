/**
 * The menu's cart button: a badge with the number of products in the active cart page and, for a customer
 * (three carts), which one is active (#1–#3); opens the panel.
 */
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { usePanelsStore } from '../../state/panels';
import { useCartView } from './use-cart';

export default function CartButton() {
  const toggle = usePanelsStore((s) => s.toggle);
  const { lines, uid, pagina } = useCartView();
  const count = lines.length;
  const productos = `${count} ${count === 1 ? 'producto' : 'productos'}`;
  return (
    <IconButton
      aria-label={uid ? `Carrito: ${productos} en el carrito #${pagina + 1}` : `Carrito: ${productos}`}
      onClick={() => toggle('carrito')}
      color="primary"
    >
      <Badge badgeContent={count} color="secondary" max={99} data-testid="carrito-badge">
        <ShoppingCartOutlined />
      </Badge>
      {uid && (
        <Box component="span" data-testid="carrito-activo" aria-hidden sx={{ ml: 1, fontSize: '0.8rem', fontWeight: 800, lineHeight: 1 }}>
          #{pagina + 1}
        </Box>
      )}
    </IconButton>
  );
}
