import { DataTable, DateInput, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import { metodoPagoNombre, tarjetaSolicitudEstatusNombre, tarjetaTipoNombre } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { AreaList } from '../common/AreaList';
import { fechaHora } from '../common/format';
import { DecidirButtons } from './DecidirButtons';
import { EstatusSolicitud, MontoDoble, Referencia } from './fields';

const choices = (names: Record<number, string>) => Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tarjeta/solicitud.filters.q')} />,
    <SelectInput key="estatus" source="estatus" choices={choices(tarjetaSolicitudEstatusNombre)} alwaysOn />,
    <SelectInput key="tipo" source="tipo" choices={choices(tarjetaTipoNombre)} />,
    <SelectInput key="metodo" source="metodo" choices={[3, 4, 5].map((id) => ({ id, name: metodoPagoNombre[id as 3] }))} />,
    <DateInput key="desde" source="desde" />,
    <DateInput key="hasta" source="hasta" />,
  ];
}

function Table() {
  return (
    <DataTable<SolicitudFila> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="id" />
      <DataTable.Col source="creadoEn" render={(r) => fechaHora(r.creadoEn)} />
      <DataTable.Col source="email" disableSort render={(r) => r.email} />
      <DataTable.Col source="tipo" render={(r) => (r.destinatarioEmail ? `${r.tipoNombre} · ${r.destinatarioEmail}` : r.tipoNombre)} />
      <DataTable.Col source="monto" field={MontoDoble} />
      <DataTable.Col source="metodo" render={(r) => r.metodoNombre} />
      <DataTable.Col source="referencia" disableSort field={Referencia} />
      <DataTable.Col source="estatus" field={EstatusSolicitud} />
      <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
        <DecidirButtons compact />
      </DataTable.Col>
    </DataTable>
  );
}

/** Card purchases awaiting verification first by default (status filter), newest first. */
export function SolicitudList() {
  return (
    <AreaList
      filters={useFilters()}
      sort={{ field: 'id', order: 'DESC' }}
      create={false}
      table={<Table />}
      simple={
        <SimpleList<SolicitudFila>
          linkType="edit"
          primaryText={(r) => `#${r.id} · ${formatMoney(r.monto, '$')} · ${r.metodoNombre}`}
          secondaryText={(r) => `${r.email} · ${r.referencia}`}
          tertiaryText={(r) => r.estatusNombre}
        />
      }
    />
  );
}
