/** The home's charts (x-charts loads with this chunk only): sales by day, by zone, and the status funnel. */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useNavigate } from 'react-router-dom';
import type { VentasPanel } from '../../shared/contracts/admin-dashboard';
import { formatMoney } from '../../shared/money';
import { diaCorto } from '../common/format';
import { links } from './links';

const usd = (v: number | null) => (v === null ? '' : formatMoney(String(v), '$'));
const asDate = (dia: string) => new Date(`${dia}T12:00:00`);

export function SalesByDayChart({ porDia }: { porDia: VentasPanel['porDia'] }) {
  const navigate = useNavigate();
  return (
    <LineChart
      height={240}
      xAxis={[{ data: porDia.map((d) => asDate(d.dia)), scaleType: 'time', valueFormatter: (d: Date) => diaCorto(d) }]}
      series={[{ data: porDia.map((d) => Number(d.totalUsd)), label: 'USD', area: true, showMark: true, valueFormatter: usd }]}
      margin={{ left: 8, right: 16 }}
      onMarkClick={(_e, item) => {
        const dia = porDia[item.dataIndex ?? -1]?.dia;
        if (dia) navigate(links.pedidos({ desde: dia, hasta: dia }));
      }}
      hideLegend
    />
  );
}

export function SalesByZoneChart({ porZona, desde, hasta }: { porZona: VentasPanel['porZona']; desde: string; hasta: string }) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={Math.max(120, porZona.length * 48 + 40)}
      layout="horizontal"
      yAxis={[{ data: porZona.map((z) => z.nombre), scaleType: 'band', width: 90 }]}
      series={[{ data: porZona.map((z) => Number(z.totalUsd)), label: 'USD', valueFormatter: usd }]}
      margin={{ left: 8, right: 16 }}
      onItemClick={(_e, item) => {
        const zona = porZona[item.dataIndex];
        if (zona) navigate(links.pedidos({ zonaId: zona.zonaId, desde, hasta }));
      }}
      hideLegend
    />
  );
}

export function FunnelChart({ embudo, desde }: { embudo: VentasPanel['embudo']; desde: string }) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={embudo.length * 34 + 40}
      layout="horizontal"
      yAxis={[{ data: embudo.map((e) => e.nombre), scaleType: 'band', width: 130 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: embudo.map((e) => e.ordenes), label: 'Pedidos' }]}
      margin={{ left: 8, right: 16 }}
      onItemClick={(_e, item) => {
        const estatus = embudo[item.dataIndex]?.estatus;
        if (estatus) navigate(links.pedidos({ estatus, desde }));
      }}
      hideLegend
    />
  );
}
