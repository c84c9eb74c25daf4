import type { ResourceViews } from '../resources';
import { ProductoCreate } from './ProductoCreate';
import { ProductoEdit } from './ProductoEdit';
import { ProductoList } from './ProductoList';
import { ProductoShow } from './ProductoShow';

const views: ResourceViews = { list: ProductoList, create: ProductoCreate, edit: ProductoEdit, show: ProductoShow };
export default views;
