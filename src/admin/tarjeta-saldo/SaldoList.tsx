import BalanceIcon from '@mui/icons-material/Balance';
import TuneIcon from '@mui/icons-material/Tune';
import { BooleanInput, Button, DataTable, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SaldoFila } from '../../shared/contracts/admin-wallet';
import { formatMoney } from '../../shared/money';
import { AreaList } from '../common/AreaList';
import { fechaHora } from '../common/format';

export function SaldoActions() {
  return (
    <>
      <Button component={Link} to="/tarjeta/saldo/ajuste" label="resources.tarjeta/saldo.acciones.ajustes">
        <TuneIcon />
      </Button>
      <Button component={Link} to="/tarjeta/conciliacion" label="resources.tarjeta/saldo.acciones.conciliacion">
        <BalanceIcon />
      </Button>
    </>
  );
}

/** Every customer with a balance row, most recently moved first. */
export function SaldoList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tarjeta/saldo.filters.q')} />,
        <BooleanInput key="conSaldo" source="conSaldo" defaultValue />,
      ]}
      sort={{ field: 'actualizadoEn', order: 'DESC' }}
      create={false}
      actions={<SaldoActions />}
      table={
        <DataTable<SaldoFila> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="email" />
          <DataTable.Col source="cliente" disableSort />
          <DataTable.Col source="saldo" render={(r) => formatMoney(r.saldo, '$')} align="right" />
          <DataTable.Col source="actualizadoEn" render={(r) => fechaHora(r.actualizadoEn)} />
        </DataTable>
      }
      simple={<SimpleList<SaldoFila> linkType="edit" primaryText={(r) => r.email} secondaryText={(r) => r.cliente} tertiaryText={(r) => formatMoney(r.saldo, '$')} />}
    />
  );
}
