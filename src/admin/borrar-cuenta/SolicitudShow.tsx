import { Alert, Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { ListButton, Loading, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudBorradoDetalle } from '../../shared/contracts/admin-borrar-cuenta';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';
import { HistorySection } from '../common/HistorySection';
import { ResolverButtons } from './ResolverButtons';
import { SolicitudEstatusChip } from './SolicitudList';

function Actions() {
  return (
    <TopToolbar>
      <ResolverButtons />
      <ListButton />
    </TopToolbar>
  );
}

function Title() {
  const r = useRecordContext<SolicitudBorradoDetalle>();
  const translate = useTranslate();
  return <>{r ? translate('resources.borrar-cuenta.detalle.titulo', { id: r.id }) : ''}</>;
}

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value || '—'}</Typography>
    </Box>
  );
}

const isDetail = (r: unknown): r is SolicitudBorradoDetalle => typeof r === 'object' && r !== null && 'advertencias' in r;

function Contenido() {
  const r = useRecordContext();
  const translate = useTranslate();
  if (!isDetail(r)) return <Loading />;
  const f = (name: string) => translate(`resources.borrar-cuenta.fields.${name}`);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h2">
          {translate('resources.borrar-cuenta.detalle.titulo', { id: r.id })}
        </Typography>
        <SolicitudEstatusChip />
      </Stack>
      {r.advertencias.length ? (
        r.advertencias.map((a) => (
          <Alert key={a} severity="warning" data-testid="advertencia">
            {a}
          </Alert>
        ))
      ) : (
        <Alert severity="info">{translate('resources.borrar-cuenta.detalle.sin_advertencias')}</Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('clienteNombre')} value={r.clienteNombre} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('clienteEmail')} value={r.clienteEmail} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('creadoEn')} value={fechaHora(r.creadoEn)} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('resueltoEn')} value={fechaHora(r.resueltoEn)} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('saldo')} value={formatMoney(r.saldo, '$')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Dato label={f('ordenesEnCurso')} value={String(r.ordenesEnCurso)} />
            </Grid>
            <Grid size={12}>
              <Dato label={f('motivo')} value={r.motivo} />
            </Grid>
            {r.nota && (
              <Grid size={12}>
                <Dato label={f('nota')} value={r.nota} />
              </Grid>
            )}
          </Grid>
        </CardContent>
      </Card>
      <HistorySection sx={{}} />
    </Box>
  );
}

/** One request: the customer, the reason, warnings (balance, orders in progress), approve or reject. */
export function SolicitudShow() {
  return (
    <Show actions={<Actions />} title={<Title />}>
      <Contenido />
    </Show>
  );
}
