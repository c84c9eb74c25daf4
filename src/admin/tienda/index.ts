import type { ResourceViews } from '../resources';
import { TiendaCreate } from './TiendaCreate';
import { TiendaEdit } from './TiendaEdit';
import { TiendaList } from './TiendaList';
import { TiendaShow } from './TiendaShow';

const views: ResourceViews = { list: TiendaList, create: TiendaCreate, edit: TiendaEdit, show: TiendaShow };
export default views;
