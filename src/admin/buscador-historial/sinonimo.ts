import type { ResourceViews } from '../resources';
import { SinonimoCreate, SinonimoEdit } from './SinonimoForm';
import { SinonimoList } from './SinonimoList';

const views: ResourceViews = { list: SinonimoList, create: SinonimoCreate, edit: SinonimoEdit };
export default views;
