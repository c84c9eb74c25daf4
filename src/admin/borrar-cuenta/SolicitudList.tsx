import { Chip } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudBorradoFila } from '../../shared/contracts/admin-borrar-cuenta';
import { AreaList } from '../common/AreaList';
import { fechaHora } from '../common/format';
import { ESTATUS_COLOR, ESTATUS_SOLICITUD_CHOICES } from './estatus';

export function SolicitudEstatusChip() {
  const r = useRecordContext<SolicitudBorradoFila>();
  if (!r) return null;
  return <Chip size="small" label={r.estatusNombre} color={ESTATUS_COLOR[r.estatus as 1 | 2 | 3] ?? 'default'} variant={r.estatus === 3 ? 'outlined' : 'filled'} />;
}

const Creada = () => <>{fechaHora(useRecordContext<SolicitudBorradoFila>()?.creadoEn ?? null)}</>;
const Resuelta = () => <>{fechaHora(useRecordContext<SolicitudBorradoFila>()?.resueltoEn ?? null)}</>;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.borrar-cuenta.filters.q')} />,
    <SelectInput key="estatus" source="estatus" choices={ESTATUS_SOLICITUD_CHOICES} alwaysOn />,
  ];
}

/** Delete-account requests, newest first; pending ones are the work to do. */
export function SolicitudList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'creadoEn', order: 'DESC' }}
      create={false}
      table={
        <DataTable<SolicitudBorradoFila> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="clienteNombre" disableSort />
          <DataTable.Col source="clienteEmail" disableSort />
          <DataTable.Col source="motivo" disableSort sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
          <DataTable.Col source="creadoEn" field={Creada} />
          <DataTable.Col source="estatus" field={SolicitudEstatusChip} />
          <DataTable.Col source="resueltoEn" field={Resuelta} />
        </DataTable>
      }
      simple={
        <SimpleList<SolicitudBorradoFila>
          linkType="show"
          primaryText={(r) => r.clienteNombre}
          secondaryText={(r) => `${r.clienteEmail} · ${fechaHora(r.creadoEn)}`}
          tertiaryText={(r) => r.estatusNombre}
        />
      }
    />
  );
}
