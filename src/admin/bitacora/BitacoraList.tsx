import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateField,
  DateInput,
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
import type { BitacoraFila } from '../../shared/contracts/audit';
import { LIST_PAGE_SIZE } from '../../shared/enums';
import { formatAuditValue } from '../common/ChangeList';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { useBitacoraFiltros } from './useBitacoraFiltros';
import { safeExport } from '../common/safe-export';

const exporter: Exporter<BitacoraFila> = (records, fetchRelated, dataProvider) =>
  safeExport(
    records.map((r) => ({
      id: r.id,
      fecha: r.fecha,
      personal: r.usuarioEmail ?? 'sistema',
      area: r.area,
      registro: r.recurso,
      registroId: r.registroId,
      accion: r.accion,
      cambios: Object.entries(r.cambios)
        .map(([campo, c]) => `${campo}: ${formatAuditValue(c.antes)} -> ${formatAuditValue(c.despues)}`)
        .join('; '),
    })),
    fetchRelated,
    dataProvider,
    'bitacora',
  );

function Acciones() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

function AccionChip() {
  const record = useRecordContext<BitacoraFila>();
  const translate = useTranslate();
  return record ? <Chip size="small" label={translate(`mz.bitacora.acciones.${record.accion}`, { _: record.accion })} /> : null;
}

function Campos() {
  const record = useRecordContext<BitacoraFila>();
  return <>{record ? Object.keys(record.cambios).join(', ') : null}</>;
}

function Fecha() {
  return <DateField source="fecha" showTime locales={DISPLAY_LOCALE} />;
}

const choices = (values: string[] = []) => values.map((v) => ({ id: v, name: v }));

/** Every back-office write, newest first, with filters by staff member, area, record and dates. */
export function BitacoraList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const data = useBitacoraFiltros();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.bitacora.filters.q')} />,
    <SelectInput key="usuarioId" source="usuarioId" choices={(data?.usuarios ?? []).map((u) => ({ id: u.id, name: u.email }))} />,
    <SelectInput key="area" source="area" choices={choices(data?.areas)} />,
    <SelectInput key="recurso" source="recurso" choices={choices(data?.recursos)} />,
    <DateInput key="desde" source="desde" label="resources.bitacora.filters.desde" />,
    <DateInput key="hasta" source="hasta" label="resources.bitacora.filters.hasta" />,
  ];
  return (
    <List
      filters={filters}
      actions={<Acciones />}
      sort={{ field: 'fecha', order: 'DESC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={exporter}
    >
      {small ? (
        <SimpleList<BitacoraFila>
          linkType="show"
          primaryText={(r) => `${r.recurso} #${r.registroId} · ${translate(`mz.bitacora.acciones.${r.accion}`, { _: r.accion })}`}
          secondaryText={(r) => r.usuarioEmail ?? translate('mz.bitacora.sistema')}
          tertiaryText={(r) => new Date(r.fecha).toLocaleString(DISPLAY_LOCALE)}
        />
      ) : (
        <DataTable<BitacoraFila> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="fecha" field={Fecha} />
          <DataTable.Col source="usuarioEmail" disableSort />
          <DataTable.Col source="area" disableSort />
          <DataTable.Col source="recurso" disableSort />
          <DataTable.Col source="registroId" disableSort />
          <DataTable.Col source="accion" disableSort field={AccionChip} />
          <DataTable.Col source="cambios" disableSort field={Campos} sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }} />
        </DataTable>
      )}
    </List>
  );
}
