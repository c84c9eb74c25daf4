import { LineChart } from '@mui/x-charts/LineChart';
import type { TasaCambio } from '../../shared/contracts/admin-config';
import { diaCorto } from '../common/format';
import { formatTasa } from './format';

/** The rate's course, oldest to newest (the charts library loads with this chunk only). */
export default function TasaGrafico({ historial, label }: { historial: TasaCambio[]; label: string }) {
  const course = [...historial].reverse();
  return (
    <LineChart
      height={220}
      xAxis={[{ data: course.map((c) => new Date(c.fecha)), scaleType: 'time', valueFormatter: (d: Date) => diaCorto(d) }]}
      series={[{ data: course.map((c) => Number(c.tasa)), label, showMark: course.length <= 40, valueFormatter: (v) => (v === null ? '' : `Bs. ${formatTasa(String(v))}`) }]}
      margin={{ left: 8, right: 16 }}
      hideLegend
    />
  );
}
