import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ProductoFila } from '../../shared/contracts/admin-products';

/** The product's main image (small size), or a bag icon when it has none. */
export function ProductoMiniatura({ size = 40 }: { size?: number }) {
  const record = useRecordContext<ProductoFila>();
  if (!record) return null;
  const src = record.principalImagen?.sizes.sm;
  return (
    <Avatar variant="rounded" src={src} alt={record.nombre} sx={{ width: size, height: size, bgcolor: src ? 'transparent' : 'action.hover' }}>
      <ShoppingBagIcon color="primary" />
    </Avatar>
  );
}
