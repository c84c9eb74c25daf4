import { Box, Stack, Typography } from '@mui/material';
import { ListButton, Loading, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ClienteDetalle } from '../../shared/contracts/admin-customers';
import { usuarioTipoEtiqueta, type UsuarioTipoNombre } from '../../shared/enums';
import { formatPhone } from '../../shared/phone';
import { BloqueoButton } from '../common/BloqueoButton';
import { EstatusUsuarioChip } from '../common/EstatusUsuarioChip';
import { fechaHora } from '../common/format';
import { HistorySection } from '../common/HistorySection';
import { CLIENTE_SECCIONES } from './secciones';
import { Seccion } from './Seccion';

function ShowActions() {
  return (
    <TopToolbar>
      <BloqueoButton resource="cliente" />
      <ListButton />
    </TopToolbar>
  );
}

function Dato({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

function Perfil() {
  const c = useRecordContext<ClienteDetalle>()!;
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.cliente.fields.${key}`);
  const t = (key: string, options?: object) => translate(`resources.cliente.detalle.${key}`, options);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Seccion titulo={t('perfil')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          <Dato label={f('email')}>{c.email}</Dato>
          <Dato label={f('telefono')}>{c.telefono ? formatPhone(c.telefono) : '—'}</Dato>
          <Dato label={f('documento')}>{c.documento ? `${c.tipoDocumento ?? ''}-${c.documento}` : '—'}</Dato>
          <Dato label={f('creadoEn')}>{fechaHora(c.creadoEn)}</Dato>
          <Dato label={f('ultimoAcceso')}>{fechaHora(c.ultimoAcceso)}</Dato>
          <Dato label={f('ultimaZonaNombre')}>{c.ultimaZonaNombre ?? '—'}</Dato>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 1, display: 'block' }}>
          {c.verificadoEn ? `${t('verificado')} · ${fechaHora(c.verificadoEn)}` : t('no_verificado')}
        </Typography>
      </Seccion>
      <Seccion titulo={t('plan')}>
        <Typography variant="h6" component="p">
          {usuarioTipoEtiqueta[c.plan as UsuarioTipoNombre] ?? c.plan}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {c.membresia ? t('membresia', { estatus: c.membresia.estatus, desde: c.membresia.fechaInicio, hasta: c.membresia.fechaFinal }) : t('sin_membresia')}
        </Typography>
      </Seccion>
    </Box>
  );
}

function Cabecera() {
  const c = useRecordContext<ClienteDetalle>()!;
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="h5" component="h2">
        {c.nombre} {c.apellido}
      </Typography>
      <EstatusUsuarioChip estatus={c.estatus} size="medium" />
      <Typography variant="body2" color="text.secondary">
        N° {c.id}
      </Typography>
    </Stack>
  );
}

function ClienteTitle() {
  const c = useRecordContext<ClienteDetalle>();
  return <>{c ? `${c.nombre} ${c.apellido}` : ''}</>;
}

/** Coming from the list, react-admin first shows the list's row: the page waits for the full record. */
const isFull = (c: unknown): c is ClienteDetalle => typeof c === 'object' && c !== null && 'ordenes' in c && 'movimientos' in c;

function Contenido() {
  const c = useRecordContext();
  if (!isFull(c)) return <Loading />;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Cabecera />
      <Perfil />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {CLIENTE_SECCIONES.map(({ id, ancho, Component }) => (
          <Box key={id} sx={{ gridColumn: { lg: ancho === 2 ? '1 / -1' : 'auto' }, minWidth: 0 }}>
            <Component />
          </Box>
        ))}
      </Box>
      <HistorySection />
    </Box>
  );
}

/** What support needs to answer a call: profile, plan, status history, addresses, orders, balance, coupons, ratings. */
export function ClienteShow() {
  return (
    <Show actions={<ShowActions />} title={<ClienteTitle />}>
      <Contenido />
    </Show>
  );
}
