import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudMembresiaAdmin } from '../../shared/contracts/membership';
import { usuarioTipoEtiqueta, type UsuarioTipoNombre } from '../../shared/enums';
import { fechaHora } from '../common/format';
import { HistorySection } from '../common/HistorySection';
import { Seccion } from './Seccion';
import { DecisionButtons } from './DecisionButtons';
import { bs, estatusColor, estatusNombre, metodoNombre, usd } from './format';

const R = 'resources.membresia/solicitud';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" display="block">
        {translate(label)}
      </Typography>
      <Typography variant="body2">{children || '—'}</Typography>
    </Box>
  );
}

function Membresias() {
  const s = useRecordContext<SolicitudMembresiaAdmin>();
  const translate = useTranslate();
  // the list's row stands in for the record until the full one arrives: no memberships yet
  if (!s?.membresias) return null;
  if (!s.membresias.length) return <Typography color="text.secondary">{translate(`${R}.detalle.sin_membresias`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${R}.detalle.membresias`)}>
      <TableHead>
        <TableRow>
          <TableCell>N°</TableCell>
          <TableCell>{translate(`${R}.fields.planNombre`)}</TableCell>
          <TableCell>{translate(`${R}.detalle.desde`)}</TableCell>
          <TableCell>{translate(`${R}.detalle.hasta`)}</TableCell>
          <TableCell>{translate(`${R}.fields.estatus`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {s.membresias.map((m) => (
          <TableRow key={m.id}>
            <TableCell>#{m.id}</TableCell>
            <TableCell>{m.plan ?? '—'}</TableCell>
            <TableCell>{fechaHora(m.fechaInicio)}</TableCell>
            <TableCell>{fechaHora(m.fechaFinal)}</TableCell>
            <TableCell>
              <Chip size="small" color={m.vigente ? 'success' : 'default'} label={m.vigente ? translate(`${R}.detalle.vigente`) : m.estatus.nombre} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Detalle() {
  const s = useRecordContext<SolicitudMembresiaAdmin>();
  const translate = useTranslate();
  if (!s) return null;
  const f = (key: string) => `${R}.fields.${key}`;
  const d = (key: string) => `${R}.detalle.${key}`;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h2">
          {translate(d('titulo'), { id: s.id })}
        </Typography>
        <Chip color={estatusColor(s.estatus)} label={estatusNombre(s.estatus)} />
        <Typography variant="body2" color="text.secondary">
          {fechaHora(s.creadoEn)}
        </Typography>
      </Stack>
      {s.referenciaDuplicada && (
        <Alert severity="warning" role="alert">
          {translate(d('duplicada'))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Seccion titulo={d('cliente')}>
          <Dato label={f('clienteNombre')}>
            <Link to={`/cliente/${s.usuarioId}/show`}>{s.clienteNombre}</Link>
          </Dato>
          <Dato label={d('correo')}>{s.clienteEmail}</Dato>
          <Dato label={d('planActual')}>{usuarioTipoEtiqueta[s.usuarioTipo as UsuarioTipoNombre] ?? s.usuarioTipo}</Dato>
        </Seccion>
        <Seccion titulo={d('solicitud')}>
          <Dato label={f('planNombre')}>{`${s.planNombre} (${s.planDias} días)`}</Dato>
          <Dato label={f('monto')}>
            {usd(s.monto)}
            {s.montoBs ? ` · ${bs(s.montoBs)}` : ''}
          </Dato>
          {s.decididoEn && <Dato label={f('decididoEn')}>{translate(d('decididaPor'), { nombre: s.decididoPor ?? '—', fecha: fechaHora(s.decididoEn) })}</Dato>}
          {s.nota && <Dato label={d('nota')}>{s.nota}</Dato>}
        </Seccion>
        <Seccion titulo={d('pago')}>
          <Dato label={f('metodoPago')}>{metodoNombre(s.metodoPago)}</Dato>
          <Dato label={f('referencia')}>{s.referencia}</Dato>
          <Dato label={f('banco')}>{s.banco}</Dato>
        </Seccion>
      </Box>
      <Seccion titulo={d('membresias')}>
        <Membresias />
      </Seccion>
    </Stack>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <DecisionButtons />
      <ListButton />
    </TopToolbar>
  );
}

export function SolicitudShow() {
  return (
    <Show actions={<Actions />}>
      <Detalle />
      <HistorySection />
    </Show>
  );
}
