/**
 * Mounted once by the shell: starts the update checks and shows their dialogs (loaded only when needed).
 * The unrecoverable state is drawn here without any lazy chunk, since loading chunks is what failed.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { startAppUpdates } from './update-manager';
import { useUpdateStore } from './update-store';

const UpdateDialogs = lazy(() => import('./UpdateDialogs'));

function Unrecoverable() {
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: 2000, bgcolor: 'rgba(0,0,0,0.5)', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="recargar-titulo"
        aria-describedby="recargar-texto"
        sx={{ bgcolor: 'background.paper', borderRadius: 3, p: 3, maxWidth: 400, boxShadow: 8 }}
      >
        <Typography id="recargar-titulo" variant="h6" component="h2">
          La aplicación necesita recargarse
        </Typography>
        <Typography id="recargar-texto" color="text.secondary" sx={{ mt: 1 }}>
          Ocurrió un problema al cargar una parte de la aplicación. Recargue la página para continuar; su carrito se conserva.
        </Typography>
        <Box sx={{ mt: 2, textAlign: 'right' }}>
          <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
            Recargar
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

export default function AppUpdate() {
  const dialog = useUpdateStore((s) => s.dialog);
  useEffect(() => startAppUpdates({ production: import.meta.env.PROD }), []);
  if (dialog === 'ninguno') return null;
  if (dialog === 'irrecuperable') return <Unrecoverable />;
  return (
    <Suspense fallback={null}>
      <UpdateDialogs />
    </Suspense>
  );
}
