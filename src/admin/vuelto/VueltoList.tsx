import { DataTable, SearchInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { VueltoFila } from '../../shared/contracts/admin-wallet';
import { vueltoDestinoNombre } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { AreaList } from '../common/AreaList';
import { fechaHora } from '../common/format';

/** Change recorded on overpaid order payments, newest first. */
export function VueltoList() {
  const translate = useTranslate();
  return (
    <AreaList
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.vuelto.filters.q')} />,
        <SelectInput key="destino" source="destino" choices={Object.entries(vueltoDestinoNombre).map(([id, name]) => ({ id: Number(id), name }))} />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
      table={
        <DataTable<VueltoFila> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="creadoEn" render={(r) => fechaHora(r.creadoEn)} />
          <DataTable.Col source="ordenId" render={(r) => `#${r.ordenId}`} />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="metodoPago" disableSort />
          <DataTable.Col source="monto" align="right" render={(r) => formatMoney(r.monto, '$')} />
          <DataTable.Col source="destinoNombre" disableSort />
          <DataTable.Col source="referencia" disableSort />
        </DataTable>
      }
      simple={
        <SimpleList<VueltoFila>
          linkType="edit"
          primaryText={(r) => `#${r.ordenId} · ${formatMoney(r.monto, '$')}`}
          secondaryText={(r) => `${r.email} · ${r.destinoNombre}`}
          tertiaryText={(r) => fechaHora(r.creadoEn)}
        />
      }
    />
  );
}
