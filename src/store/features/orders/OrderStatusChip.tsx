/** An order's status as a coloured chip. */
import Chip from '@mui/material/Chip';
import { orderStatusColor } from '../../lib/order-view';

export default function OrderStatusChip({ estatus, size = 'small' }: { estatus: { id: number; nombre: string }; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={estatus.nombre} color={orderStatusColor(estatus.id)} data-testid="estatus-orden" />;
}
