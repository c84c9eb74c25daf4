import { Alert, Box, Card, CardContent, CardHeader, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { iconoError, montoError, tasaError, normalizeTasa } from '../../shared/settings-rules';
import { ICONOS } from '../common/iconos';
import { AjusteCard } from './AjusteCard';
import { formatTasa, variacion } from './format';
import { TasaHistorial } from './TasaHistorial';
import { useConfigData } from './useConfigData';

/**
 * The settings screen (spec: /admin/config): the bolivar rate with its history, the minimum purchase,
 * the packing cost and the category button's icon, each saved on its own.
 */
export function ConfigPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useConfigData();
  const title = translate('resources.config.titulo');

  if (isPending)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <Title title={title} />
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (error || !data)
    return (
      <Box sx={{ p: 2 }}>
        <Title title={title} />
        <Alert severity="error">{error?.message ?? translate('ra.notification.http_error')}</Alert>
      </Box>
    );

  const { configuracion } = data;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2} sx={{ width: { xs: '100%', lg: 420 }, flexShrink: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {translate('resources.config.tasa.vigente')}
              </Typography>
              <Typography variant="h4" component="p" data-testid="tasa-actual">
                {translate('resources.config.tasa.actual', { tasa: formatTasa(configuracion.tasa) })}
              </Typography>
            </CardContent>
          </Card>
          <AjusteCard
            clave="tasa"
            path="tasa"
            value={configuracion.tasa}
            check={tasaError}
            confirm={(value) => {
              const despues = normalizeTasa(value) ?? value;
              return {
                title: translate('resources.config.tasa.confirmar_titulo'),
                content: translate('resources.config.tasa.confirmar', {
                  antes: formatTasa(configuracion.tasa),
                  despues: formatTasa(despues),
                  variacion: variacion(configuracion.tasa, despues),
                }),
              };
            }}
          />
          <AjusteCard clave="minimoCompra" path="minimocompra" value={configuracion.minimoCompra} check={montoError} />
          <AjusteCard clave="costoempaquetado" path="costoempaquetado" value={configuracion.costoempaquetado} check={montoError} />
          <AjusteCard
            clave="iconoCategoria"
            path="iconocategoria"
            value={configuracion.iconoCategoria}
            check={iconoError}
            input={({ value, onChange, error, label, helperText }) => (
              <TextField select id="config-iconoCategoria" label={label} value={value} onChange={(e) => onChange(e.target.value)} error={Boolean(error)} helperText={helperText} fullWidth>
                {[...ICONOS, ...(ICONOS.some((o) => o.id === value) ? [] : [{ id: value, nombre: value, icon: null }])].map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      {o.icon && <o.icon fontSize="small" color="primary" />}
                      <span>{o.nombre}</span>
                    </Box>
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Card variant="outlined" sx={{ flex: 1, minWidth: 0, width: '100%' }} component="section" aria-labelledby="config-historial">
          <CardHeader id="config-historial" title={translate('resources.config.tasa.historial')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <CardContent>
            <TasaHistorial historial={data.historialTasa} />
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
