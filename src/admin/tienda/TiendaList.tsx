import { DataTable, FunctionField, SearchInput, SelectInput, SimpleList, useTranslate, type Exporter } from 'react-admin';
import type { TiendaFila } from '../../shared/contracts/admin-stores';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { safeExport } from '../common/safe-export';

const filtersWith = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
];

const exporter: Exporter<TiendaFila> = (records, fetchRelated, dataProvider) =>
  safeExport(
    records.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      rif: r.rif,
      sucursales: r.sucursales,
      sucursalesActivas: r.sucursalesActivas,
      estatus: estatusNombre[r.estatus as EstatusId] ?? r.estatus,
      creadoEn: r.creadoEn,
    })),
    fetchRelated,
    dataProvider,
    'tiendas',
  );

function TiendaTable() {
  return (
    <DataTable<TiendaFila> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="nombre" />
      <DataTable.Col source="rif" />
      <DataTable.Col source="sucursales" label="resources.tienda.fields.activasTotal" disableSort>
        <FunctionField<TiendaFila> render={(r) => `${r.sucursalesActivas} / ${r.sucursales}`} />
      </DataTable.Col>
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

function TiendaSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<TiendaFila>
      linkType="show"
      primaryText={(r) => r.nombre}
      secondaryText={(r) => `${r.rif} · ${translate('resources.tienda.fields.sucursales')}: ${r.sucursales}`}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

export function TiendaList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={filtersWith(translate('resources.tienda.filters.q'))}
      sort={{ field: 'nombre', order: 'ASC' }}
      exporter={exporter}
      table={<TiendaTable />}
      simple={<TiendaSimpleList />}
    />
  );
}
