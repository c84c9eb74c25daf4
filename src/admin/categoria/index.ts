import type { ResourceViews } from '../resources';
import { CategoriaCreate } from './CategoriaCreate';
import { CategoriaEdit } from './CategoriaEdit';
import { CategoriaList } from './CategoriaList';
import { CategoriaShow } from './CategoriaShow';

const views: ResourceViews = { list: CategoriaList, create: CategoriaCreate, edit: CategoriaEdit, show: CategoriaShow };
export default views;
