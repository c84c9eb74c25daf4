import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  defaultExporter,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import type { EtiquetaFila } from '../../shared/contracts/admin-tags';
import { Estatus, estatusNombre, LIST_PAGE_SIZE, type EstatusId } from '../../shared/enums';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

const filtersWith = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
  <BooleanInput key="enUso" source="enUso" label="resources.etiqueta.filters.enUso" />,
];

const exporter: Exporter<EtiquetaFila> = (records, fetchRelated, dataProvider) =>
  defaultExporter(
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

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

function EstatusChip() {
  const record = useRecordContext<EtiquetaFila>();
  if (!record) return null;
  const active = record.estatus === Estatus.ACTIVO;
  return <Chip size="small" label={estatusNombre[record.estatus as EstatusId]} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
}

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
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filtersWith(translate('resources.etiqueta.filters.q'))}
      actions={<ListActions />}
      sort={{ field: 'nombre', order: 'ASC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={exporter}
    >
      {small ? <EtiquetaSimpleList /> : <EtiquetaTable />}
    </List>
  );
}
