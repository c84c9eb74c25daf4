import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Producto } from '../../shared/contracts/admin-products';
import { removeMainImage } from './galeria-api';

/** Removes the main image (DELETE /admin/producto/{id}/imagen) after confirmation; shown only when there is one. */
export function QuitarImagenButton() {
  const record = useRecordContext<Producto>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => removeMainImage(record!.id),
    onSuccess: () => {
      setConfirming(false);
      notify('resources.producto.imagen.quitada', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => {
      setConfirming(false);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record?.principalImagen) return null;
  return (
    <>
      <Button label="resources.producto.imagen.quitar" color="error" onClick={() => setConfirming(true)} disabled={isPending} sx={{ alignSelf: 'flex-start' }}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.producto.imagen.quitar"
        content="resources.producto.imagen.confirmar_contenido"
        confirm="resources.producto.imagen.quitar"
        confirmColor="warning"
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
