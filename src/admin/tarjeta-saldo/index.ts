import type { ResourceViews } from '../resources';
import { SaldoEdit } from './SaldoEdit';
import { SaldoList } from './SaldoList';

const views: ResourceViews = { list: SaldoList, edit: SaldoEdit };
export default views;
