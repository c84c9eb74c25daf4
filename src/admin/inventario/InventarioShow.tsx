import { DateField, EditButton, FunctionField, NumberField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import type { InventarioFila } from '../../shared/contracts/admin-inventory';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AuditHistory } from '../common/AuditHistory';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { PreciosTabla } from './PreciosTabla';

function ShowActions() {
  return (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  );
}

/** One stock row: product, branch and zone, stock, the three plan prices and its history. */
export function InventarioShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mz.resumen">
          <TextField source="productoNombre" variant="h6" />
          <TextField source="productoCodigo" />
          <TextField source="sucursalNombre" />
          <TextField source="tiendaNombre" />
          <TextField source="zonaNombre" />
          <NumberField source="existencia" />
          <FunctionField<InventarioFila> source="estatus" render={(r) => estatusNombre[r.estatus as EstatusId]} />
          <DateField source="actualizadoEn" showTime locales={DISPLAY_LOCALE} />
          <PreciosTabla />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mz.bitacora.titulo" path="historial">
          <AuditHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
