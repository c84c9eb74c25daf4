import type { ResourceViews } from '../resources';
import { CompraUsuarioList } from './CompraUsuarioList';

const views: ResourceViews = { list: CompraUsuarioList };
export default views;
