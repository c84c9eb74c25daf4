import type { ResourceViews } from '../resources';
import { PublicidadPage } from './PublicidadPage';

const views: ResourceViews = { list: PublicidadPage };
export default views;
