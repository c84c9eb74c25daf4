import type { ResourceViews } from '../resources';
import { PagosList } from './PagosList';

const views: ResourceViews = { list: PagosList };
export default views;
