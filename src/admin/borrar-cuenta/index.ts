import type { ResourceViews } from '../resources';
import { SolicitudList } from './SolicitudList';
import { SolicitudShow } from './SolicitudShow';

const views: ResourceViews = { list: SolicitudList, show: SolicitudShow };
export default views;
