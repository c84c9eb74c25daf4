import type { ResourceViews } from '../resources';
import { SolicitudEdit } from './SolicitudEdit';
import { SolicitudList } from './SolicitudList';

const views: ResourceViews = { list: SolicitudList, edit: SolicitudEdit };
export default views;
