/** Last-resort boundary: an unexpected rendering or loading failure (e.g. an outdated bundle). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import PlanLogo from '../components/PlanLogo';

export default function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 420, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <PlanLogo plan="normal" height={48} />
        <Typography variant="h5" component="h1">Algo salió mal</Typography>
        <Typography color="text.secondary">
          No pudimos mostrar esta página. Recargue para obtener la versión más reciente de la tienda.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>Recargar</Button>
      </Box>
    </Box>
  );
}
