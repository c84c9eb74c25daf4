import { Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ReferidoFila } from '../../shared/contracts/referrals';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import { HistorySection } from '../common/HistorySection';
import { ReferidoEstatusChip } from './ReferidoList';
import { RevertirButton } from './RevertirButton';

function Actions() {
  return (
    <TopToolbar>
      <RevertirButton />
      <ListButton />
    </TopToolbar>
  );
}

function Title() {
  const r = useRecordContext<ReferidoFila>();
  const translate = useTranslate();
  return <>{r ? translate('resources.referido.detalle.titulo', { id: r.id }) : ''}</>;
}

function Dato({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Contenido() {
  const r = useRecordContext<ReferidoFila>();
  const translate = useTranslate();
  if (!r) return null;
  const f = (name: string) => translate(`resources.referido.fields.${name}`);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {translate('resources.referido.detalle.titulo', { id: r.id })}
        </Typography>
        <ReferidoEstatusChip />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('referidorNombre')}>
                {r.referidorNombre} · {r.referidorEmail}
              </Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('referidoNombre')}>
                {r.referidoNombre} · {r.referidoEmail}
              </Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Dato label={f('codigo')}>{r.codigo}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Dato label={f('monto')}>{r.monto ? `${formatMoney(r.monto, '$')} c/u` : '—'}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Dato label={f('ordenId')}>{r.ordenId ? <Link component={RouterLink} to={`/pedido/${r.ordenId}/show`}>#{r.ordenId}</Link> : '—'}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Dato label={f('creadoEn')}>{fechaHora(r.creadoEn)}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Dato label={f('entregadoEn')}>{fechaHora(r.entregadoEn)}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Dato label={f('acreditadoEn')}>{fechaHora(r.acreditadoEn)}</Dato>
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <Dato label={f('revertidoEn')}>{fechaHora(r.revertidoEn)}</Dato>
            </Grid>
            {r.motivo && (
              <Grid size={12}>
                <Dato label={f('motivo')}>{r.motivo}</Dato>
              </Grid>
            )}
            {r.notaReversion && (
              <Grid size={12}>
                <Dato label={f('notaReversion')}>{r.notaReversion}</Dato>
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>
      <HistorySection sx={{}} />
    </Box>
  );
}

/** One referral: who invited whom, the dates of each step, the reward; reversal with a note. */
export function ReferidoShow() {
  return (
    <Show actions={<Actions />} title={<Title />}>
      <Contenido />
    </Show>
  );
}
