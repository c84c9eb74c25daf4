import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PedidoList } from './PedidoList';
import { PedidoShow } from './PedidoShow';

export default {
  list: PedidoList,
  show: PedidoShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (r: { id: number }) => `#${r.id}`,
};
