import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { EditBase, ListButton, Loading, useRecordContext, useTranslate } from 'react-admin';
import type { VueltoFila } from '../../shared/contracts/admin-wallet';
import { formatMoney } from '../../shared/money';
import { fechaHora } from '../common/format';

function Detalle() {
  const r = useRecordContext<VueltoFila>();
  const translate = useTranslate();
  if (!r) return <Loading />;
  const f = (k: keyof VueltoFila) => translate(`resources.vuelto.fields.${k}`);
  const datos: [keyof VueltoFila, string][] = [
    ['ordenId', `#${r.ordenId}`],
    ['email', `${r.cliente} · ${r.email}`],
    ['metodoPago', r.metodoPago],
    ['monto', formatMoney(r.monto, '$')],
    ['destinoNombre', r.destinoNombre],
    ['referencia', r.referencia ?? '—'],
    ['nota', r.nota || '—'],
    ['creadoEn', fechaHora(r.creadoEn)],
  ];
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('resources.vuelto.name', { smart_count: 1 })} #{r.id}
        </Typography>
        <ListButton label="resources.vuelto.volver" />
      </Stack>
      <Card>
        <CardContent>
          <Grid container spacing={2}>
            {datos.map(([k, v]) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {f(k)}
                </Typography>
                <Typography variant="body2">{v}</Typography>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** vuelto/{vuelto}: a recorded vuelto (read only: it is money already moved). */
export function VueltoShow() {
  return (
    <EditBase>
      <Detalle />
    </EditBase>
  );
}
