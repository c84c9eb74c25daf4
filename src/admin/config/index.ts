import type { ResourceViews } from '../resources';
import { ConfigPage } from './ConfigPage';

const views: ResourceViews = { list: ConfigPage };
export default views;
