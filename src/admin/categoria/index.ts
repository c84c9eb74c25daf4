import CategoryIcon from '@mui/icons-material/Category';
import { CategoriaCreate } from './CategoriaCreate';
import { CategoriaEdit } from './CategoriaEdit';
import { CategoriaList } from './CategoriaList';
import { CategoriaShow } from './CategoriaShow';

export default {
  list: CategoriaList,
  create: CategoriaCreate,
  edit: CategoriaEdit,
  show: CategoriaShow,
  icon: CategoryIcon,
  recordRepresentation: 'nombre',
};
