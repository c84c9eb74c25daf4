import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { CuponCreate } from './CuponCreate';
import { CuponEdit } from './CuponEdit';
import { CuponList } from './CuponList';

export default {
  list: CuponList,
  create: CuponCreate,
  edit: CuponEdit,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'nombre',
};
