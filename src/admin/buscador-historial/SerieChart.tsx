import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { HistorialSerie } from '../../shared/contracts/admin-search-history';
import { diaCorto } from '../common/format';
import { compactFilter, type AdminDataProvider } from '../providers/data-provider';

/** Searches per day (and those without results) for the list's current filters. */
export function SerieChart() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const filter = JSON.stringify(compactFilter(filterValues));
  const { data } = useQuery({
    queryKey: ['buscador-historial', 'serie', filter],
    queryFn: () => dataProvider.getCustom<HistorialSerie>('buscador-historial/serie', { filter }),
    retry: false,
  });
  if (!data) return null;
  return (
    <LineChart
      height={200}
      xAxis={[{ data: data.dias.map((d) => new Date(`${d.dia}T12:00:00`)), scaleType: 'time', valueFormatter: (d: Date) => diaCorto(d) }]}
      series={[
        { data: data.dias.map((d) => d.busquedas), label: translate('resources.buscador-historial.serieTotal'), showMark: data.dias.length <= 40 },
        { data: data.dias.map((d) => d.sinResultados), label: translate('resources.buscador-historial.serieSin'), showMark: data.dias.length <= 40, color: '#c62828' },
      ]}
      yAxis={[{ tickMinStep: 1 }]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
