/** 'Vaciar carrito' with a confirmation. */
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

export default function ClearCartButton({ pagina, disabled, onConfirm }: { pagina: number; disabled: boolean; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" startIcon={<DeleteSweepOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        Vaciar carrito
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Vaciar carrito</DialogTitle>
        <DialogContent>
          <DialogContentText>¿Desea quitar todos los productos del Carrito #{pagina + 1}?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Vaciar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
