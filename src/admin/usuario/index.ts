import type { ResourceViews } from '../resources';
import { UsuarioCreate } from './UsuarioCreate';
import { UsuarioEdit } from './UsuarioEdit';
import { UsuarioList } from './UsuarioList';

const views: ResourceViews = { list: UsuarioList, create: UsuarioCreate, edit: UsuarioEdit };
export default views;
