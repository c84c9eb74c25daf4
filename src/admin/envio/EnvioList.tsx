import { DataTable, FunctionField, SelectInput, SimpleList, useTranslate, type Exporter } from 'react-admin';
import type { EnvioOpcion } from '../../shared/contracts/shipping';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { safeExport } from '../common/safe-export';
import messages from './messages';
import { AreaList, EstatusChip } from '../common/AreaList';
import { ESTATUS_CHOICES } from '../common/choices';
import { EstatusToggleButton } from '../common/EstatusToggleButton';

/** CSV with the columns staff read in the list: type and status by name, one text for the area surcharges. */
const exporter: Exporter<EnvioOpcion> = (records, fetchRelated, dataProvider) =>
  safeExport(
    records.map((r) => ({
      id: r.id,
      zona: r.zonaNombre,
      tipo: messages.tipos[r.tipoEnvio as 1 | 2 | 3] ?? r.tipoEnvio,
      nombre: r.nombre,
      costoBase: r.costoBase,
      envioGratisDesde: r.envioGratisDesde ?? '',
      recargos: r.recargos.map((x) => `${x.areaNombre} +${x.recargo}`).join('; '),
      estatus: estatusNombre[r.estatus as EstatusId] ?? r.estatus,
    })),
    fetchRelated,
    dataProvider,
    'opciones-de-envio',
  );

/** The shipping options of the staff member's zones. */
export function EnvioList() {
  const translate = useTranslate();
  const tipo = (r: EnvioOpcion) => translate(`resources.envio.tipos.${r.tipoEnvio}`);
  const gratis = (r: EnvioOpcion) => (r.envioGratisDesde === null ? '—' : `$${r.envioGratisDesde}`);
  return (
    <AreaList
      filters={[<SelectInput key="estatus" source="estatus" choices={ESTATUS_CHOICES} />]}
      sort={{ field: 'zonaId', order: 'ASC' }}
      exporter={exporter}
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
