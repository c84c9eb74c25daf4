import { Badge, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { OrdenConteo } from '../../shared/contracts/admin-orders';
import { compactFilter, type AdminDataProvider } from '../providers/data-provider';

const ALL = 0;

/**
 * Status tabs over the order list, each with its count under the other filters (GET /admin/orden/conteo);
 * choosing one sets the status filter. A very large count is the planner's estimate, shown with '~'.
 */
export function PedidoTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { estatus, ...others } = (filterValues ?? {}) as Record<string, unknown>;
  const otherFilters = JSON.stringify(compactFilter(others));
  const { data } = useQuery({
    queryKey: ['orden', 'conteo', otherFilters],
    queryFn: () => dataProvider.getCustom<OrdenConteo[]>('orden/conteo', { filter: otherFilters }),
    staleTime: 15_000,
  });
  const selected = typeof estatus === 'number' ? estatus : Array.isArray(estatus) && estatus.length === 1 ? Number(estatus[0]) : ALL;
  const choose = (value: number) => setFilters(value === ALL ? others : { ...others, estatus: [value] }, displayedFilters);
  const label = (c: OrdenConteo) => `${c.nombre} (${c.estimado ? '~' : ''}${c.total.toLocaleString('es-VE')})`;
  return (
    <Tabs
      value={data?.some((c) => c.estatus === selected) || selected === ALL ? selected : false}
      onChange={(_e, value: number) => choose(value)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('resources.pedido.tabs.titulo')}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      <Tab value={ALL} label={translate('resources.pedido.tabs.todos')} sx={{ minHeight: 40 }} />
      {(data ?? []).map((c) => (
        <Tab
          key={c.estatus}
          value={c.estatus}
          sx={{ minHeight: 40 }}
          label={
            <Badge color="primary" variant="dot" invisible={c.estatus !== 1 || c.total === 0}>
              {label(c)}
            </Badge>
          }
        />
      ))}
    </Tabs>
  );
}
