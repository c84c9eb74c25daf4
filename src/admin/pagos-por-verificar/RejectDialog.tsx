import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { PagoPorVerificar } from '../../shared/contracts/payments-queue';

const T = 'resources.pagos-por-verificar.decision';

/** Confirms a rejection (it cancels an order) with an optional reason; Enter confirms. */
export function RejectDialog({ pago, busy, onConfirm, onClose }: { pago: PagoPorVerificar | null; busy: boolean; onConfirm(nota: string): void; onClose(): void }) {
  const translate = useTranslate();
  const [nota, setNota] = useState('');
  return (
    <Dialog
      open={pago !== null}
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="rechazo-titulo"
      slotProps={{ transition: { onEnter: () => setNota('') } }}
    >
      <DialogTitle id="rechazo-titulo">{pago && translate(`${T}.rechazar_titulo`, { descripcion: pago.descripcion })}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(nota.trim());
          }}
        >
          {pago && <Alert severity="warning">{translate(pago.tipo === 'orden' ? `${T}.rechazar_orden` : `${T}.rechazar_membresia`)}</Alert>}
          <TextField autoFocus label={translate(`${T}.motivo`)} value={nota} onChange={(e) => setNota(e.target.value.slice(0, 500))} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label={`${T}.volver`} onClick={onClose} disabled={busy} />
        <Button label={`${T}.confirmar`} variant="contained" color="error" onClick={() => onConfirm(nota.trim())} disabled={busy} />
      </DialogActions>
    </Dialog>
  );
}
