/** The update dialogs: a new version is available (updates by itself after a countdown), updating, failure. */
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { applyUpdate } from './update-manager';
import { useUpdateStore } from './update-store';

/** Seconds before the app updates by itself once the shopper has been told. */
export const AUTO_UPDATE_S = 10;

function Available() {
  const [left, setLeft] = useState(AUTO_UPDATE_S);
  useEffect(() => {
    if (left <= 0) {
      void applyUpdate();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Dialog open aria-labelledby="actualizacion-titulo" maxWidth="xs" fullWidth>
      <DialogTitle id="actualizacion-titulo" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SystemUpdateAlt color="primary" />
        Nueva versión disponible
      </DialogTitle>
      <DialogContent>
        <Typography>Hay una nueva versión de Mercado en Zonas. Su carrito se conserva.</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} role="status">
          La aplicación se actualizará en {Math.max(left, 0)} s.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void applyUpdate()} autoFocus>
          Actualizar ahora
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function UpdateDialogs() {
  const dialog = useUpdateStore((s) => s.dialog);
  const show = useUpdateStore((s) => s.show);
  return (
    <>
      {dialog === 'disponible' && <Available />}
      <Dialog open={dialog === 'actualizando'} aria-labelledby="actualizando-titulo">
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1 }}>
            <CircularProgress size={28} />
            <div>
              <Typography id="actualizando-titulo" sx={{ fontWeight: 700 }}>
                Actualizando la aplicación…
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Espere un momento, por favor.
              </Typography>
            </div>
          </Stack>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'fallo'} onClose={() => show('ninguno')} maxWidth="xs" fullWidth>
        <DialogContent>
          <Alert severity="error" variant="outlined" sx={{ border: 0, p: 0 }}>
            <AlertTitle>No se pudo actualizar la aplicación</AlertTitle>
            Revise su conexión e intente nuevamente.
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => show('ninguno')}>Más tarde</Button>
          <Button variant="contained" onClick={() => void applyUpdate()} autoFocus>
            Reintentar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
