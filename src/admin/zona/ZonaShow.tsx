import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Link, Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { DateField, EditButton, FunctionField, NumberField, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ZonaAdmin } from '../../shared/contracts/admin-zones';
import { estatusNombre, type EstatusId } from '../../shared/enums';
import { AuditHistory } from '../common/AuditHistory';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { DISPLAY_LOCALE } from '../i18n/locale';
import { DireccionesTab } from './DireccionesTab';
import { AreasTab, BloqueosTab, HorariosRetiroTab, OcupacionTab } from './EntregaTabs';

function ShowActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton confirmTitle="resources.zona.estatus.desactivar_titulo" confirmContent="resources.zona.estatus.desactivar" />
      <EditButton />
    </TopToolbar>
  );
}

/** What the zone still lacks to sell and deliver. */
function Readiness() {
  const r = useRecordContext<ZonaAdmin>();
  const translate = useTranslate();
  if (!r) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      {r.sucursales === 0 && <Alert severity="warning">{translate('resources.zona.resumen.sin_sucursales')}</Alert>}
      {r.areas === 0 && <Alert severity="info">{translate('resources.zona.resumen.sin_areas')}</Alert>}
      <Link href={`/${r.slug}`} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {translate('resources.zona.resumen.tienda')} <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
    </Stack>
  );
}

/** The zone's tabs after its summary: each its own path, so a tab can be linked to. */
const TABS: { label: string; path: string; Content: ComponentType }[] = [
  { label: 'resources.zona.direccion.titulo', path: 'direcciones', Content: DireccionesTab },
  { label: 'resources.zona.entrega.areas', path: 'areas', Content: AreasTab },
  { label: 'resources.zona.entrega.horarios_retiro', path: 'horarios-retiro', Content: HorariosRetiroTab },
  { label: 'resources.zona.entrega.bloqueos', path: 'bloqueos', Content: BloqueosTab },
  { label: 'resources.zona.entrega.ocupacion', path: 'ocupacion', Content: OcupacionTab },
  { label: 'mz.bitacora.titulo', path: 'historial', Content: AuditHistory },
];

export function ZonaShow() {
  return (
    <Show actions={<ShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mz.resumen">
          <TextField source="nombre" variant="h5" />
          <TextField source="slug" sx={{ fontFamily: 'monospace' }} />
          <FunctionField<ZonaAdmin> source="estatus" render={(r) => estatusNombre[r.estatus as EstatusId]} />
          <NumberField source="orden" />
          <NumberField source="sucursales" />
          <NumberField source="direcciones" />
          <NumberField source="areas" />
          <Readiness />
          <DateField source="creadoEn" showTime locales={DISPLAY_LOCALE} />
          <DateField source="actualizadoEn" showTime locales={DISPLAY_LOCALE} />
        </TabbedShowLayout.Tab>
        {TABS.map(({ label, path, Content }) => (
          <TabbedShowLayout.Tab key={path} label={label} path={path}>
            <Content />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
