import { DataTable, SearchInput, SimpleList, useTranslate } from 'react-admin';
import type { AjusteFila } from '../../shared/contracts/admin-wallet';
import { formatMoney } from '../../shared/money';
import { AreaList } from '../common/AreaList';
import { fechaHora } from '../common/format';
import { SaldoActions } from './SaldoList';

/** Every staff adjustment, newest first; a row opens that customer's balance. */
export function AjusteList() {
  const translate = useTranslate();
  const toSaldo = (_id: unknown, _resource: string, r: AjusteFila) => `/tarjeta/saldo/${r.usuarioId}`;
  return (
    <AreaList
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tarjeta/saldo/ajuste.filters.q')} />]}
      sort={{ field: 'id', order: 'DESC' }}
      create={false}
      actions={<SaldoActions />}
      table={
        <DataTable<AjusteFila> rowClick={toSaldo as never} bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="creadoEn" render={(r) => fechaHora(r.creadoEn)} />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col
            source="monto"
            align="right"
            render={(r) => <span style={{ fontWeight: 600, color: r.monto.startsWith('-') ? '#c62828' : '#1b5e20' }}>{formatMoney(r.monto, '$')}</span>}
          />
          <DataTable.Col source="motivo" disableSort />
          <DataTable.Col source="saldoResultante" disableSort align="right" render={(r) => formatMoney(r.saldoResultante, '$')} />
          <DataTable.Col source="autorEmail" disableSort />
        </DataTable>
      }
      simple={
        <SimpleList<AjusteFila>
          linkType={toSaldo as never}
          primaryText={(r) => `${formatMoney(r.monto, '$')} · ${r.email}`}
          secondaryText={(r) => r.motivo}
          tertiaryText={(r) => fechaHora(r.creadoEn)}
        />
      }
    />
  );
}
