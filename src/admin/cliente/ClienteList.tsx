import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ClienteFila } from '../../shared/contracts/admin-customers';
import { LIST_PAGE_SIZE, usuarioEstatusNombre, usuarioTipoEtiqueta, usuarioTipoPorId, type UsuarioEstatusId, type UsuarioTipoId } from '../../shared/enums';
import { formatPhone } from '../../shared/phone';
import { EstatusUsuarioChip } from '../common/EstatusUsuarioChip';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { fechaHora } from '../common/format';
import { useDataFiltro } from './useDataFiltro';

function useFilters() {
  const translate = useTranslate();
  const { data } = useDataFiltro();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.cliente.filters.q')} sx={{ minWidth: 420 }} />,
    <SelectInput key="estatus" source="estatus" choices={data?.estatus ?? []} optionText="nombre" alwaysOn />,
    <SelectInput key="usuarioTipo" source="usuarioTipo" choices={data?.usuarioTipo ?? []} optionText="nombre" />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    <TextInput key="telefono" source="telefono" label="resources.cliente.filters.telefono" />,
    <TextInput key="documento" source="documento" label="resources.cliente.filters.documento" />,
    <TextInput key="email" source="email" label="resources.cliente.filters.email" />,
    <TextInput key="nombre" source="nombre" label="resources.cliente.filters.nombre" />,
    <DateInput key="desde" source="desde" label="resources.cliente.filters.desde" />,
    <DateInput key="hasta" source="hasta" label="resources.cliente.filters.hasta" />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton path="cliente/exportar" />
    </TopToolbar>
  );
}

const plan = (tipo: number) => usuarioTipoEtiqueta[usuarioTipoPorId[tipo as UsuarioTipoId] ?? 'normal'];
const documento = (r: ClienteFila) => (r.documento ? `${r.tipoDocumento ?? ''}-${r.documento}` : '—');

const Nombre = () => {
  const r = useRecordContext<ClienteFila>();
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
const Contacto = () => {
  const r = useRecordContext<ClienteFila>();
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2">{r.telefono ? formatPhone(r.telefono) : '—'}</Typography>
      <Typography variant="caption" color="text.secondary">
        {documento(r)}
      </Typography>
    </Box>
  );
};
const Plan = () => {
  const r = useRecordContext<ClienteFila>();
  return r ? <>{plan(r.usuarioTipo)}</> : null;
};
const Estatus = () => {
  const r = useRecordContext<ClienteFila>();
  return r ? <EstatusUsuarioChip estatus={r.estatus} /> : null;
};
const Registrado = () => {
  const r = useRecordContext<ClienteFila>();
  return r ? <>{fechaHora(r.creadoEn)}</> : null;
};
const Zona = () => {
  const r = useRecordContext<ClienteFila>();
  return r ? <>{r.ultimaZonaNombre ?? '—'}</> : null;
};

function ClienteTable() {
  return (
    <DataTable<ClienteFila> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="nombre" field={Nombre} />
      <DataTable.Col source="telefono" disableSort field={Contacto} />
      <DataTable.Col source="usuarioTipo" disableSort field={Plan} />
      <DataTable.Col source="estatus" field={Estatus} />
      <DataTable.Col source="ultimaZonaNombre" disableSort field={Zona} />
      <DataTable.Col source="creadoEn" field={Registrado} />
    </DataTable>
  );
}

function ClienteSimpleList() {
  return (
    <SimpleList<ClienteFila>
      linkType="show"
      primaryText={(r) => `${r.nombre} ${r.apellido}`}
      secondaryText={(r) => `${r.email} · ${r.telefono ? formatPhone(r.telefono) : '—'}`}
      tertiaryText={(r) => `${usuarioEstatusNombre[r.estatus as UsuarioEstatusId] ?? ''} · ${plan(r.usuarioTipo)}`}
    />
  );
}

/** Customers, newest first, 50 a page; one search box for name, e-mail, document or the phone's last digits. */
export function ClienteList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={useFilters()}
      actions={<ListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[25, LIST_PAGE_SIZE, 100]} />}
      exporter={false}
    >
      {small ? <ClienteSimpleList /> : <ClienteTable />}
    </List>
  );
}
