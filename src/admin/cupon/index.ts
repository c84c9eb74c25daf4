import type { ResourceViews } from '../resources';
import { CuponCreate } from './CuponCreate';
import { CuponEdit } from './CuponEdit';
import { CuponList } from './CuponList';

const views: ResourceViews = { list: CuponList, create: CuponCreate, edit: CuponEdit };
export default views;
