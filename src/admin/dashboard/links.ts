/** Links from the home's figures to the filtered lists behind them (react-admin list URLs under /admin). */
import { STOCK_BAJO } from '../../shared/contracts/admin-dashboard';

const list = (resource: string, filter: object, sort?: { field: string; order: 'ASC' | 'DESC' }) => {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `/${resource}?${params.toString()}`;
};

export const links = {
  /** The order list takes statuses as a list (its multiple-choice filter). */
  pedidos: ({ estatus, ...filter }: { desde?: string; hasta?: string; estatus?: number; zonaId?: number }) =>
    list('pedido', estatus === undefined ? filter : { ...filter, estatus: [estatus] }),
  producto: (id: number) => `/producto/${id}/show`,
  clientes: (desde: string) => list('cliente', { desde }),
  inventarioBajo: (zonaId: number) => list('inventario', { zonaId, estatus: 1 }, { field: 'existencia', order: 'ASC' }),
  inventario: (id: number) => `/inventario/${id}/show`,
  sinResultados: (desde: string, q?: string) => list('buscador-historial', q ? { sinResultados: true, desde, q } : { sinResultados: true, desde }),
  umbral: STOCK_BAJO,
};
