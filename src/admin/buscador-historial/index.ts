import type { ResourceViews } from '../resources';
import { HistorialList } from './HistorialList';

const views: ResourceViews = { list: HistorialList };
export default views;
