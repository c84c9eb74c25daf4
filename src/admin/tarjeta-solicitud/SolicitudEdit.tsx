import { Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditBase, ListButton, Loading, useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import { formatAmount, formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import { DecidirButtons } from './DecidirButtons';
import { EstatusSolicitud, Referencia } from './fields';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Grid>
  );
}

function Detalle() {
  const r = useRecordContext<SolicitudFila>();
  const translate = useTranslate();
  if (!r) return <Loading />;
  const f = (k: string) => translate(`resources.tarjeta/solicitud.fields.${k}`);
  const d = (k: string) => translate(`resources.tarjeta/solicitud.detalle.${k}`);
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 960 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('resources.tarjeta/solicitud.name', { smart_count: 1 })} #{r.id}
        </Typography>
        <EstatusSolicitud />
        <div style={{ flex: 1 }} />
        <DecidirButtons />
        <ListButton label={d('volver')} />
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {d('pago')}
          </Typography>
          <Grid container spacing={2}>
            <Dato label={f('email')}>{`${r.cliente} · ${r.email}`}</Dato>
            <Dato label={f('tipo')}>{r.tipoNombre}</Dato>
            <Dato label={f('monto')}>{`${formatMoney(r.monto, '$')}${r.montoBs ? ` · Bs ${formatAmount(r.montoBs)} (tasa ${r.tasa})` : ''}`}</Dato>
            <Dato label={f('metodo')}>{r.metodoNombre}</Dato>
            <Dato label={f('referencia')}>
              <Referencia />
            </Dato>
            <Dato label={f('banco')}>{r.banco}</Dato>
            <Dato label={f('telefono')}>{r.telefono}</Dato>
            <Dato label={f('creadoEn')}>{fechaHora(r.creadoEn)}</Dato>
          </Grid>
          {r.destinatarioEmail && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h2" gutterBottom>
                {d('regalo')}
              </Typography>
              <Grid container spacing={2}>
                <Dato label={f('destinatarioEmail')}>{`${r.destinatarioNombre} ${r.destinatarioEmail}`.trim()}</Dato>
                <Dato label={f('mensaje')}>{r.mensaje}</Dato>
                <Dato label={f('codigoFinal')}>{r.codigoFinal}</Dato>
                <Dato label={f('codigoUsado')}>{r.codigoUsado === null ? '' : r.codigoUsado ? 'Sí' : 'No'}</Dato>
              </Grid>
            </>
          )}
          {r.verificadoEn && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h2" gutterBottom>
                {d('decision')}
              </Typography>
              <Grid container spacing={2}>
                <Dato label={f('verificadoEn')}>{fechaHora(r.verificadoEn)}</Dato>
                <Dato label={f('nota')}>{r.nota}</Dato>
              </Grid>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The spec's tarjeta/solicitud/{solicitud}: the request, its payment and the decision buttons. */
export function SolicitudEdit() {
  return (
    <EditBase mutationMode="pessimistic">
      <Detalle />
    </EditBase>
  );
}
