import type { ResourceViews } from '../resources';
import { ReferidoList } from './ReferidoList';
import { ReferidoShow } from './ReferidoShow';

const views: ResourceViews = { list: ReferidoList, show: ReferidoShow };
export default views;
