import { Box, Paper, Typography } from '@mui/material';
import { NumberInput, TextInput, useTranslate } from 'react-admin';

const decimalOk = (value: unknown) =>
  value === undefined || value === null || value === '' || /^\d{1,10}([.,]\d{1,2})?$/.test(String(value).trim()) ? undefined : 'resources.inventario.validacion.monto';

/** The three plan prices (normal, PRIME, mayorista): price, offer and sale mode, as `precios.<i>.*`. */
export function PreciosInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' }, width: '100%' }}>
      {[1, 2, 3].map((plan, i) => (
        <Paper key={plan} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={translate(`resources.inventario.planes.${plan}`)}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
            {translate(`resources.inventario.planes.${plan}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
            <TextInput source={`precios.${i}.precio`} label="resources.inventario.fields.precio" validate={decimalOk} helperText={false} />
            <TextInput source={`precios.${i}.oferta`} label="resources.inventario.fields.oferta" validate={decimalOk} helperText={false} />
            <NumberInput source={`precios.${i}.minimo`} label="resources.inventario.fields.minimo" step={1} helperText={false} />
            <NumberInput source={`precios.${i}.maximo`} label="resources.inventario.fields.maximo" step={1} helperText="resources.inventario.sin_maximo" />
            <NumberInput source={`precios.${i}.grupo`} label="resources.inventario.fields.grupo" step={1} helperText={false} />
            <NumberInput source={`precios.${i}.unidad`} label="resources.inventario.fields.unidad" step={1} helperText={false} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
