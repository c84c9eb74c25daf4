import { DataTable, DateField, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { SegmentoFila } from '../../shared/contracts/admin-onesignal';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { DISPLAY_LOCALE } from '../i18n/locale';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.onesignal.filters.q')} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
  ];
}

const UltimoEnvio = () => <DateField source="ultimoEnvio" showTime locales={DISPLAY_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} emptyText="—" />;

function Table() {
  return (
    <DataTable<SegmentoFila> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="nombre" sx={{ fontWeight: 600 }} />
      <DataTable.Col source="descripcion" disableSort />
      <DataTable.NumberCol source="total" disableSort />
      <DataTable.NumberCol source="envios" disableSort />
      <DataTable.Col source="ultimoEnvio" disableSort field={UltimoEnvio} />
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <EstatusToggleButton compact />
      </DataTable.Col>
    </DataTable>
  );
}

function Simple() {
  return (
    <SimpleList<SegmentoFila>
      linkType="edit"
      primaryText={(r) => r.nombre}
      secondaryText={(r) => `${r.total} clientes · ${r.descripcion}`}
      tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
    />
  );
}

/** Push segments, newest first, each with how many customers it selects right now. */
export function OneSignalList() {
  return <AreaList filters={useFilters()} sort={{ field: 'id', order: 'DESC' }} table={<Table />} simple={<Simple />} />;
}
