import type { ResourceViews } from '../resources';
import { VueltoCreate } from './VueltoCreate';
import { VueltoList } from './VueltoList';
import { VueltoShow } from './VueltoShow';

/** vuelto: list, registrar (create) and {vuelto} (react-admin's record path, read only). */
const views: ResourceViews = { list: VueltoList, create: VueltoCreate, edit: VueltoShow };
export default views;
