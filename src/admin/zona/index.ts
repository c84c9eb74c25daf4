import type { ResourceViews } from '../resources';
import { ZonaCreate } from './ZonaCreate';
import { ZonaEdit } from './ZonaEdit';
import { ZonaList } from './ZonaList';
import { ZonaShow } from './ZonaShow';

const views: ResourceViews = { list: ZonaList, create: ZonaCreate, edit: ZonaEdit, show: ZonaShow };
export default views;
