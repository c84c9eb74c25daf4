import type { ResourceViews } from '../resources';
import { EtiquetaCreate } from './EtiquetaCreate';
import { EtiquetaEdit } from './EtiquetaEdit';
import { EtiquetaList } from './EtiquetaList';

const views: ResourceViews = { list: EtiquetaList, create: EtiquetaCreate, edit: EtiquetaEdit };
export default views;
