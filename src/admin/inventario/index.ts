import type { ResourceViews } from '../resources';
import { InventarioCreate } from './InventarioCreate';
import { InventarioEdit } from './InventarioEdit';
import { InventarioList } from './InventarioList';
import { InventarioShow } from './InventarioShow';

const views: ResourceViews = { list: InventarioList, create: InventarioCreate, edit: InventarioEdit, show: InventarioShow };
export default views;
