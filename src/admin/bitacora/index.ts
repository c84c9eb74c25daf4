import type { ResourceViews } from '../resources';
import { BitacoraList } from './BitacoraList';
import { BitacoraShow } from './BitacoraShow';

const views: ResourceViews = { list: BitacoraList, show: BitacoraShow };
export default views;
