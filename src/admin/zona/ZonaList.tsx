import { SearchInput, SelectInput, SimpleList, DataTable, useTranslate } from 'react-admin';
import type { ZonaAdmin } from '../../shared/contracts/admin-zones';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

const ZoneToggle = () => <EstatusToggleButton compact confirmTitle="resources.zona.estatus.desactivar_titulo" confirmContent="resources.zona.estatus.desactivar" />;

/** The zones the staff member holds (ROLE_ZONA_<zona>), in selector order. */
export function ZonaList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.zona.filters.q')} />,
        <SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />,
      ]}
      sort={{ field: 'orden', order: 'ASC' }}
      table={
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
      }
      simple={
        <SimpleList<ZonaAdmin>
          linkType="show"
          primaryText={(r) => r.nombre}
          secondaryText={(r) => `/${r.slug} · ${r.sucursales} suc. · ${r.areas} áreas`}
          tertiaryText={(r) => estatusNombre[r.estatus as EstatusId]}
        />
      }
    />
  );
}
