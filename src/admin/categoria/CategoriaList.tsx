import { DataTable, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate, type Exporter } from 'react-admin';
import type { CategoriaFila } from '../../shared/contracts/catalog';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { CategoriaMiniatura } from './CategoriaMiniatura';
import { ESTATUS_CHOICES } from '../common/choices';
import { NIVEL_CHOICES } from './choices';
import { AreaList, EstatusChip } from '../common/AreaList';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { PadreInput } from './PadreInput';
import { safeExport } from '../common/safe-export';

/** SearchInput shows its placeholder as given, so it is translated here. */
const filtersWith = (searchPlaceholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
  <PadreInput key="padreId" source="padreId" />,
  <SelectInput key="nivel" source="nivel" label="resources.categoria.filters.nivel" choices={NIVEL_CHOICES} />,
];

/** CSV with readable columns: the thumbnail URLs and ids of the API stay out. */
const exporter: Exporter<CategoriaFila> = (records, fetchRelated, dataProvider) =>
  safeExport(
    records.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      slug: r.slug,
      padre: r.padreNombre ?? '',
      icono: r.icono ?? '',
      orden: r.orden,
      estatus: estatusNombre[r.estatus as EstatusId] ?? r.estatus,
      subcategorias: r.subcategorias,
      productos: r.productos,
      creadoEn: r.creadoEn,
    })),
    fetchRelated,
    dataProvider,
    'categorias',
  );


function PadreNombre() {
  const record = useRecordContext<CategoriaFila>();
  const translate = useTranslate();
  return <>{record?.padreNombre ?? translate('resources.categoria.filters.principales')}</>;
}

function CategoriaTable() {
  return (
    <DataTable<CategoriaFila> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="miniaturaImagen" disableSort field={CategoriaMiniatura} />
      <DataTable.Col source="nombre" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="padreNombre" disableSort field={PadreNombre} />
      <DataTable.NumberCol source="subcategorias" disableSort />
      <DataTable.NumberCol source="productos" disableSort />
      <DataTable.NumberCol source="orden" />
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

/** Phones get a compact list: thumbnail, name, parent and status. */
function CategoriaSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<CategoriaFila>
      linkType="edit"
      leftIcon={() => <CategoriaMiniatura />}
      primaryText={(r) => r.nombre}
      secondaryText={(r) => r.padreNombre ?? translate('resources.categoria.filters.principales')}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

export function CategoriaList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={filtersWith(translate('resources.categoria.filters.q'))}
      sort={{ field: 'orden', order: 'ASC' }}
      exporter={exporter}
      table={<CategoriaTable />}
      simple={<CategoriaSimpleList />}
    />
  );
}
