import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, FilterButton, List, Pagination, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { CompraUsuarioFila } from '../../shared/contracts/admin-reports';
import { LIST_PAGE_SIZE } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { fechaHora } from '../common/format';
import { useFilterData } from './useFilterData';

const R = 'resources.reporte/compra-usuario';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Caracas' });

function useFilters() {
  const translate = useTranslate();
  const { data } = useFilterData('reporte/compra-usuario');
  return [
    <DateInput key="desde" source="desde" label={`${R}.filters.desde`} alwaysOn />,
    <DateInput key="hasta" source="hasta" label={`${R}.filters.hasta`} alwaysOn />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" alwaysOn />,
    <SelectInput key="usuarioTipo" source="usuarioTipo" choices={data?.usuarioTipo ?? []} optionText="nombre" />,
    <SearchInput key="cliente" source="cliente" placeholder={translate(`${R}.filters.cliente`)} />,
  ];
}

const Cliente = () => {
  const r = useRecordContext<CompraUsuarioFila>();
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2">{r.nombre}</Typography>
      <Typography variant="caption" color="text.secondary">
        {r.email}
      </Typography>
    </Box>
  );
};
const Amount = ({ usd, bs }: { usd: string; bs: string }) => (
  <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {formatMoney(usd, '$')}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {formatMoney(bs, 'Bs.')}
    </Typography>
  </Box>
);
const Total = () => {
  const r = useRecordContext<CompraUsuarioFila>();
  return r ? <Amount usd={r.totalUsd} bs={r.totalBs} /> : null;
};
const Ticket = () => {
  const r = useRecordContext<CompraUsuarioFila>();
  return r ? <Amount usd={r.ticketPromedioUsd} bs={r.ticketPromedioBs} /> : null;
};
const Primera = () => {
  const r = useRecordContext<CompraUsuarioFila>();
  return r ? <>{fechaHora(r.primeraCompra)}</> : null;
};
const Ultima = () => {
  const r = useRecordContext<CompraUsuarioFila>();
  return r ? <>{fechaHora(r.ultimaCompra)}</> : null;
};

function Table() {
  return (
    <DataTable<CompraUsuarioFila> rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="nombre" field={Cliente} />
      <DataTable.Col source="plan" disableSort />
      <DataTable.NumberCol source="ordenes" />
      <DataTable.NumberCol source="unidades" />
      <DataTable.Col source="totalUsd" align="right" field={Total} />
      <DataTable.Col source="ticketPromedioUsd" align="right" field={Ticket} />
      <DataTable.Col source="primeraCompra" field={Primera} />
      <DataTable.Col source="ultimaCompra" field={Ultima} />
    </DataTable>
  );
}

function Simple() {
  return (
    <SimpleList<CompraUsuarioFila>
      linkType={false}
      primaryText={(r) => r.nombre}
      secondaryText={(r) => `${r.ordenes} pedidos · ${formatMoney(r.totalUsd, '$')} · ${formatMoney(r.totalBs, 'Bs.')}`}
      tertiaryText={(r) => r.plan}
    />
  );
}

/** Purchases by customer over a date range and zone, largest amount first; CSV of every row. */
export function CompraUsuarioList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Compras por cliente"
      filters={useFilters()}
      filterDefaultValues={{ desde: day(-29), hasta: day(0) }}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton path="reporte/compra-usuario/exportar" />
        </TopToolbar>
      }
      sort={{ field: 'totalUsd', order: 'DESC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate(`${R}.ayuda`)}
      </Typography>
      {small ? <Simple /> : <Table />}
    </List>
  );
}
