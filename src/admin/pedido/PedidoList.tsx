import { Box, Typography } from '@mui/material';
import { DataTable, NumberInput, SearchInput, SelectArrayInput, SelectInput, SimpleList, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { OrdenDataFiltro, OrdenFila } from '../../shared/contracts/admin-orders';
import { metodoPagoNombre, ordenEstatusNombre, tipoEnvioNombre, type MetodoPagoId, type OrdenEstatusId, type TipoEnvioId } from '../../shared/enums';
import { ESTATUS_CHOICES, METODO_CHOICES, TIPO_ENVIO_CHOICES } from './estatus';
import { EstatusChip } from './EstatusChip';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { bs, fechaHora, usd } from './format';
import { AreaList } from '../common/AreaList';
import { FechaHoraField, rangoFechaFilters } from '../common/ListFields';
import { useAdminData } from '../common/useAdminData';
import { PedidoBulkMove } from './PedidoBulkMove';
import { PedidoTabs } from './PedidoTabs';

function useFilters() {
  const translate = useTranslate();
  const { data } = useAdminData<OrdenDataFiltro>('orden/datafiltro');
  return [
    <SearchInput key="cliente" source="cliente" alwaysOn placeholder={translate('resources.pedido.filters.cliente')} sx={{ minWidth: 280 }} />,
    <TextInput key="referencia" source="referencia" label="resources.pedido.filters.referencia" alwaysOn resettable sx={{ minWidth: 200 }} />,
    <SelectArrayInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} sx={{ minWidth: 220 }} />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    ...rangoFechaFilters('pedido'),
    <SelectInput key="metodoPago" source="metodoPago" choices={METODO_CHOICES} />,
    <SelectInput key="tipoEnvio" source="tipoEnvio" choices={TIPO_ENVIO_CHOICES} />,
    <NumberInput key="totalMin" source="totalMin" label="resources.pedido.filters.totalMin" min={0} step={0.01} />,
    <NumberInput key="totalMax" source="totalMax" label="resources.pedido.filters.totalMax" min={0} step={0.01} />,
    <NumberInput key="id" source="id" label="resources.pedido.filters.id" min={1} step={1} />,
  ];
}

const Numero = () => {
  const r = useRecordContext<OrdenFila>();
  return r ? <Typography fontWeight={600}>#{r.id}</Typography> : null;
};
const Estatus = () => {
  const r = useRecordContext<OrdenFila>();
  return r ? <EstatusChip estatus={r.estatus} /> : null;
};
const Cliente = () => {
  const r = useRecordContext<OrdenFila>();
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2">{r.clienteNombre}</Typography>
      <Typography variant="caption" color="text.secondary">
        {r.clienteEmail}
        {r.clienteDocumento ? ` · ${r.clienteDocumento}` : ''}
      </Typography>
    </Box>
  );
};
const Entrega = () => {
  const r = useRecordContext<OrdenFila>();
  return r ? <>{tipoEnvioNombre[r.tipoEnvio as TipoEnvioId]}</> : null;
};
const Metodo = () => {
  const r = useRecordContext<OrdenFila>();
  return r ? <>{metodoPagoNombre[r.metodoPago as MetodoPagoId]}</> : null;
};
const Total = () => {
  const r = useRecordContext<OrdenFila>();
  if (!r) return null;
  return (
    <Box textAlign="right">
      <Typography variant="body2" fontWeight={600}>
        {usd(r.total)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {bs(r.total, r.tasa)}
      </Typography>
    </Box>
  );
};

function PedidoTable() {
  return (
    <DataTable<OrdenFila> rowClick="show" bulkActionButtons={<PedidoBulkMove />}>
      <DataTable.Col source="id" field={Numero} />
      <DataTable.Col source="creadoEn" field={FechaHoraField} />
      <DataTable.Col source="estatus" field={Estatus} />
      <DataTable.Col source="zonaNombre" disableSort />
      <DataTable.Col source="clienteNombre" disableSort field={Cliente} />
      <DataTable.Col source="tipoEnvio" disableSort field={Entrega} />
      <DataTable.Col source="metodoPago" disableSort field={Metodo} />
      <DataTable.Col source="total" align="right" field={Total} />
    </DataTable>
  );
}

function PedidoSimpleList() {
  return (
    <SimpleList<OrdenFila>
      linkType="show"
      primaryText={(r) => `#${r.id} · ${r.clienteNombre}`}
      secondaryText={(r) => `${ordenEstatusNombre[r.estatus as OrdenEstatusId]} · ${usd(r.total)}`}
      tertiaryText={(r) => fechaHora(r.creadoEn)}
    />
  );
}

/** Orders of the zones the staff member holds, newest first, 50 a page. */
export function PedidoList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'creadoEn', order: 'DESC' }}
      create={false}
      exporter={false}
      actions={<ExportCsvButton path="orden/exportar" />}
      table={<PedidoTable />}
      simple={<PedidoSimpleList />}
    >
      <PedidoTabs />
    </AreaList>
  );
}
