import { Chip, Stack } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { ROL_ETIQUETA, type UsuarioFila } from '../../shared/contracts/admin-staff';
import { usuarioEstatusNombre, type UsuarioEstatusId } from '../../shared/enums';
import { AreaList } from '../common/AreaList';
import { EstatusUsuarioField } from '../common/EstatusUsuarioChip';
import { FechaHoraField, NombreEmailField } from '../common/ListFields';
import { useFormData } from './useFormData';

const ESTATUS = Object.entries(usuarioEstatusNombre).map(([id, name]) => ({ id: Number(id), name }));
const rolNombre = (rol: string) => ROL_ETIQUETA[rol] ?? (rol.startsWith('ROLE_ZONA_') ? `Zona ${rol.slice('ROLE_ZONA_'.length)}` : rol);

function useFilters() {
  const translate = useTranslate();
  const { data } = useFormData();
  const roles = [...(data?.roles ?? []), ...(data?.zonas ?? [])].map((r) => ({ id: r.rol, name: r.nombre }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.usuario.filters.q')} sx={{ minWidth: 280 }} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS} alwaysOn />,
    <SelectInput key="rol" source="rol" choices={roles} />,
  ];
}

const Roles = () => {
  const r = useRecordContext<UsuarioFila>();
  const { data } = useFormData();
  if (!r) return null;
  const zonas = new Map((data?.zonas ?? []).map((z) => [z.rol, z.nombre]));
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} sx={{ maxWidth: 560 }}>
      {r.roles.map((rol) => (
        <Chip key={rol} size="small" variant="outlined" label={zonas.get(rol) ?? rolNombre(rol)} />
      ))}
    </Stack>
  );
};

/** Staff members with their roles; a row opens the edit form (profile, roles checklist, block). */
export function UsuarioList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      table={
        <DataTable<UsuarioFila> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="nombre" field={NombreEmailField} />
          <DataTable.Col source="roles" disableSort field={Roles} />
          <DataTable.Col source="estatus" field={EstatusUsuarioField} />
          <DataTable.Col source="ultimoAcceso" disableSort field={FechaHoraField} />
        </DataTable>
      }
      simple={
        <SimpleList<UsuarioFila>
          linkType="edit"
          primaryText={(r) => `${r.nombre} ${r.apellido}`}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => usuarioEstatusNombre[r.estatus as UsuarioEstatusId] ?? ''}
        />
      }
    />
  );
}
