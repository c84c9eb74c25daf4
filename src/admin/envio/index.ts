import type { ResourceViews } from '../resources';
import { EnvioCreate } from './EnvioCreate';
import { EnvioEdit } from './EnvioEdit';
import { EnvioList } from './EnvioList';

const views: ResourceViews = { list: EnvioList, create: EnvioCreate, edit: EnvioEdit };
export default views;
