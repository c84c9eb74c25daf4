import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, ExportButton, FilterButton, List, Pagination, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ZonaAdmin } from '../../shared/contracts/admin-zones';
import { Estatus, estatusNombre, LIST_PAGE_SIZE, type EstatusId } from '../../shared/enums';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.zona.filters.q')} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
  ];
}

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
  const r = useRecordContext<ZonaAdmin>();
  if (!r) return null;
  return <Chip size="small" color={r.estatus === Estatus.ACTIVO ? 'success' : 'default'} variant={r.estatus === Estatus.ACTIVO ? 'filled' : 'outlined'} label={estatusNombre[r.estatus as EstatusId]} />;
}

const ZoneToggle = () => <EstatusToggleButton compact confirmTitle="resources.zona.estatus.desactivar_titulo" confirmContent="resources.zona.estatus.desactivar" />;

function ZonaTable() {
  return (
    <DataTable<ZonaAdmin> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="nombre" />
      <DataTable.Col source="slug" sx={{ fontFamily: 'monospace' }} />
      <DataTable.NumberCol source="sucursales" disableSort />
      <DataTable.NumberCol source="direcciones" disableSort />
      <DataTable.NumberCol source="areas" disableSort />
      <DataTable.NumberCol source="orden" />
      <DataTable.Col source="estatus" field={EstatusChip} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <ZoneToggle />
      </DataTable.Col>
    </DataTable>
  );
}

/** The zones the staff member holds (ROLE_ZONA_<zona>), in selector order. */
export function ZonaList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={useFilters()} actions={<ListActions />} sort={{ field: 'orden', order: 'ASC' }} perPage={LIST_PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}>
      {small ? (
        <SimpleList<ZonaAdmin>
          linkType="show"
          primaryText={(r) => r.nombre}
          secondaryText={(r) => `/${r.slug} · ${r.sucursales} suc. · ${r.areas} áreas`}
          tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
        />
      ) : (
        <ZonaTable />
      )}
    </List>
  );
}
