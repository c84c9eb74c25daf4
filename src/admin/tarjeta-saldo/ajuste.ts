import type { ResourceViews } from '../resources';
import { AjusteList } from './AjusteList';
import { AjusteUsuario } from './AjusteUsuario';

/** tarjeta/saldo/ajuste: the list; tarjeta/saldo/ajuste/{usuario}: one customer's adjustment form. */
const views: ResourceViews = { list: AjusteList, edit: AjusteUsuario };
export default views;
