import type { ResourceViews } from '../resources';
import { OneSignalList } from './OneSignalList';
import { SegmentoCreate } from './SegmentoCreate';
import { SegmentoEdit } from './SegmentoEdit';

const views: ResourceViews = { list: OneSignalList, create: SegmentoCreate, edit: SegmentoEdit };
export default views;
