import { BooleanInput, DataTable, SearchInput, SelectInput, SimpleList, useTranslate, type Exporter } from 'react-admin';
import type { EtiquetaFila } from '../../shared/contracts/admin-tags';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { safeExport } from '../common/safe-export';

const filtersWith = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
  <BooleanInput key="enUso" source="enUso" label="resources.etiqueta.filters.enUso" />,
];

const exporter: Exporter<EtiquetaFila> = (records, fetchRelated, dataProvider) =>
  safeExport(
    records.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      slug: r.slug,
      productos: r.productos,
      estatus: estatusNombre[r.estatus as EstatusId] ?? r.estatus,
      creadoEn: r.creadoEn,
    })),
    fetchRelated,
    dataProvider,
    'etiquetas',
  );

function EtiquetaTable() {
  return (
    <DataTable<EtiquetaFila> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="nombre" />
      <DataTable.Col source="slug" />
      <DataTable.NumberCol source="productos" />
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

function EtiquetaSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<EtiquetaFila>
      linkType="edit"
      primaryText={(r) => r.nombre}
      secondaryText={(r) => `${r.slug} · ${r.productos} ${translate('resources.etiqueta.fields.productos').toLowerCase()}`}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

export function EtiquetaList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={filtersWith(translate('resources.etiqueta.filters.q'))}
      sort={{ field: 'nombre', order: 'ASC' }}
      exporter={exporter}
      table={<EtiquetaTable />}
      simple={<EtiquetaSimpleList />}
    />
  );
}
