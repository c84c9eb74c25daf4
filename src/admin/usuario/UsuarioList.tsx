import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, FilterButton, List, Pagination, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ROL_ETIQUETA, type UsuarioFila } from '../../shared/contracts/admin-staff';
import { LIST_PAGE_SIZE, usuarioEstatusNombre, type UsuarioEstatusId } from '../../shared/enums';
import { EstatusUsuarioChip } from '../common/EstatusUsuarioChip';
import { fechaHora } from '../common/format';
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

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

const Nombre = () => {
  const r = useRecordContext<UsuarioFila>();
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2" fontWeight={600}>
        {r.nombre} {r.apellido}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.email}
      </Typography>
    </Box>
  );
};
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
const Estatus = () => {
  const r = useRecordContext<UsuarioFila>();
  return r ? <EstatusUsuarioChip estatus={r.estatus} /> : null;
};
const Acceso = () => {
  const r = useRecordContext<UsuarioFila>();
  return r ? <>{fechaHora(r.ultimoAcceso)}</> : null;
};

/** Staff members with their roles; a row opens the edit form (profile, roles checklist, block). */
export function UsuarioList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={useFilters()} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={LIST_PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />} exporter={false}>
      {small ? (
        <SimpleList<UsuarioFila>
          linkType="edit"
          primaryText={(r) => `${r.nombre} ${r.apellido}`}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => usuarioEstatusNombre[r.estatus as UsuarioEstatusId] ?? ''}
        />
      ) : (
        <DataTable<UsuarioFila> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="nombre" field={Nombre} />
          <DataTable.Col source="roles" disableSort field={Roles} />
          <DataTable.Col source="estatus" field={Estatus} />
          <DataTable.Col source="ultimoAcceso" disableSort field={Acceso} />
        </DataTable>
      )}
    </List>
  );
}
