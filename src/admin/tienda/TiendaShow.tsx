import { Stack } from '@mui/material';
import { DateField, EditButton, FunctionField, Show, TabbedShowLayout, TextField, TopToolbar } from 'react-admin';
import type { TiendaFila } from '../../shared/contracts/admin-stores';
import { AuditHistory } from '../common/AuditHistory';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { EstatusChip } from '../common/AreaList';
import { SucursalesSection } from './SucursalesSection';

function ShowActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <EditButton />
    </TopToolbar>
  );
}

/** The store with its branches (a section with its own create and edit dialogs) and its history. */
export function TiendaShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mz.resumen">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} flexWrap="wrap">
            <TextField source="nombre" />
            <TextField source="rif" />
            <FunctionField<TiendaFila> source="estatus" render={(r) => <EstatusChip estatus={r.estatus} />} />
            <DateField source="creadoEn" showTime locales={DISPLAY_LOCALE} />
          </Stack>
          <SucursalesSection />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mz.bitacora.titulo" path="historial">
          <AuditHistory />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
