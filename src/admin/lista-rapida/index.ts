import type { ResourceViews } from '../resources';
import { ListaRapidaPage } from './ListaRapidaPage';

const views: ResourceViews = { list: ListaRapidaPage };
export default views;
