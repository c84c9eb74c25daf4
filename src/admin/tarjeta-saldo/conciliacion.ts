import type { ResourceViews } from '../resources';
import { Conciliacion } from './Conciliacion';

const views: ResourceViews = { list: Conciliacion };
export default views;
