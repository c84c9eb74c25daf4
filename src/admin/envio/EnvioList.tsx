import { DataTable, FunctionField, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { EnvioOpcion } from '../../shared/contracts/shipping';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

/** The shipping options of the staff member's zones. */
export function EnvioList() {
  const translate = useTranslate();
  const tipo = (r: EnvioOpcion) => translate(`resources.envio.tipos.${r.tipoEnvio}`);
  const gratis = (r: EnvioOpcion) => (r.envioGratisDesde === null ? '—' : `$${r.envioGratisDesde}`);
  return (
    <AreaList
      filters={[<SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />]}
      sort={{ field: 'zonaId', order: 'ASC' }}
      table={
        <DataTable<EnvioOpcion> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="zonaNombre" disableSort />
          <DataTable.Col source="tipoEnvio" render={tipo} />
          <DataTable.Col source="nombre" />
          <DataTable.Col source="costoBase" disableSort render={(r: EnvioOpcion) => `$${r.costoBase}`} />
          <DataTable.Col source="envioGratisDesde" disableSort render={gratis} />
          <DataTable.Col source="recargos" disableSort>
            <FunctionField<EnvioOpcion> render={(r) => (r.recargos.length ? r.recargos.map((x) => `${x.areaNombre} +$${x.recargo}`).join(', ') : '—')} />
          </DataTable.Col>
          <DataTable.Col source="estatus" field={EstatusChip} />
          <DataTable.Col label={false} disableSort sx={{ whiteSpace: 'nowrap' }}>
            <EstatusToggleButton compact />
          </DataTable.Col>
        </DataTable>
      }
      simple={
        <SimpleList<EnvioOpcion>
          linkType="edit"
          primaryText={(r) => `${r.zonaNombre} · ${tipo(r)}`}
          secondaryText={(r) => `$${r.costoBase}${r.envioGratisDesde === null ? '' : ` · gratis desde $${r.envioGratisDesde}`}`}
        />
      }
    />
  );
}
