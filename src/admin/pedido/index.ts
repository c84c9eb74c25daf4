import type { ResourceViews } from '../resources';
import { PedidoList } from './PedidoList';
import { PedidoShow } from './PedidoShow';

const views: ResourceViews = { list: PedidoList, show: PedidoShow };
export default views;
