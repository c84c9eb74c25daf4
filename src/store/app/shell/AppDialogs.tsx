/** The 'Cargando' refresh modal, the 422 dialog and session alerts (spec section 8). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useUiStore } from '../../state/ui';

/** Spec texts mark line breaks with <br/>. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/<br\s*\/?>/i);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {line}
      {i < lines.length - 1 && <br />}
    </Fragment>
  ));
}

export default function AppDialogs() {
  const { refreshing, semanticError, alert, closeSemanticError, closeAlert } = useUiStore();
  return (
    <>
      <Dialog open={refreshing} aria-labelledby="cargando-titulo">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
          <CircularProgress size={28} />
          <Typography id="cargando-titulo">Cargando</Typography>
        </DialogContent>
      </Dialog>
      <Dialog open={semanticError} onClose={closeSemanticError} maxWidth="xs" fullWidth>
        <DialogContent>
          <Alert severity="error" variant="outlined" sx={{ border: 0, p: 0 }}>
            <AlertTitle>Ha surgido un error atípico</AlertTitle>
            Error procesando la informacion, intente nuevamente
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeSemanticError} autoFocus>Aceptar</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={alert !== null} onClose={closeAlert} maxWidth="xs" fullWidth>
        {alert && (
          <Box>
            <DialogContent>
              <Alert severity={alert.severity} variant="outlined" sx={{ border: 0, p: 0 }}>
                <AlertTitle>{alert.titulo}</AlertTitle>
                <Lines text={alert.mensaje} />
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={closeAlert} autoFocus>Aceptar</Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </>
  );
}
