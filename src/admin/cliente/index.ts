import type { ResourceViews } from '../resources';
import { ClienteList } from './ClienteList';
import { ClienteShow } from './ClienteShow';

const views: ResourceViews = { list: ClienteList, show: ClienteShow };
export default views;
