import { Box, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { ClienteDataFiltro, ClienteFila } from '../../shared/contracts/admin-customers';
import { usuarioEstatusNombre, usuarioTipoEtiqueta, usuarioTipoPorId, type UsuarioEstatusId, type UsuarioTipoId } from '../../shared/enums';
import { formatPhone } from '../../shared/phone';
import { AreaList } from '../common/AreaList';
import { EstatusUsuarioField } from '../common/EstatusUsuarioChip';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { FechaHoraField, NombreEmailField, rangoFechaFilters } from '../common/ListFields';
import { useAdminData } from '../common/useAdminData';

function useFilters() {
  const translate = useTranslate();
  const { data } = useAdminData<ClienteDataFiltro>('cliente/datafiltro');
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.cliente.filters.q')} sx={{ minWidth: 420 }} />,
    <SelectInput key="estatus" source="estatus" choices={data?.estatus ?? []} optionText="nombre" alwaysOn />,
    <SelectInput key="usuarioTipo" source="usuarioTipo" choices={data?.usuarioTipo ?? []} optionText="nombre" />,
    <SelectInput key="zonaId" source="zonaId" choices={data?.zona ?? []} optionText="nombre" />,
    <TextInput key="telefono" source="telefono" label="resources.cliente.filters.telefono" />,
    <TextInput key="documento" source="documento" label="resources.cliente.filters.documento" />,
    <TextInput key="email" source="email" label="resources.cliente.filters.email" />,
    <TextInput key="nombre" source="nombre" label="resources.cliente.filters.nombre" />,
    ...rangoFechaFilters('cliente'),
  ];
}

const plan = (tipo: number) => usuarioTipoEtiqueta[usuarioTipoPorId[tipo as UsuarioTipoId] ?? 'normal'];
const documento = (r: ClienteFila) => (r.documento ? `${r.tipoDocumento ?? ''}-${r.documento}` : '—');

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

/** Customers, newest first, 50 a page; one search box for name, e-mail, document or the phone's last digits. */
export function ClienteList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      create={false}
      exporter={false}
      actions={<ExportCsvButton path="cliente/exportar" />}
      table={
        <DataTable<ClienteFila> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="nombre" field={NombreEmailField} />
          <DataTable.Col source="telefono" disableSort field={Contacto} />
          <DataTable.Col source="usuarioTipo" disableSort render={(r: ClienteFila) => plan(r.usuarioTipo)} />
          <DataTable.Col source="estatus" field={EstatusUsuarioField} />
          <DataTable.Col source="ultimaZonaNombre" disableSort render={(r: ClienteFila) => r.ultimaZonaNombre ?? '—'} />
          <DataTable.Col source="creadoEn" field={FechaHoraField} />
        </DataTable>
      }
      simple={
        <SimpleList<ClienteFila>
          linkType="show"
          primaryText={(r) => `${r.nombre} ${r.apellido}`}
          secondaryText={(r) => `${r.email} · ${r.telefono ? formatPhone(r.telefono) : '—'}`}
          tertiaryText={(r) => `${usuarioEstatusNombre[r.estatus as UsuarioEstatusId] ?? ''} · ${plan(r.usuarioTipo)}`}
        />
      }
    />
  );
}
