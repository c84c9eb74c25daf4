import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResultadoLote } from '../../shared/contracts/admin-orders';
import { OrdenEstatus } from '../../shared/enums';
import { NoteConfirmDialog } from '../common/NoteConfirmDialog';
import type { AdminDataProvider } from '../providers/data-provider';
import { ESTATUS_CHOICES } from './estatus';

/**
 * Moves the selected orders to one status with one note (PUT /admin/orden/estatus-lote). The server moves
 * each order on its own and reports the ones that could not move; cancelling asks once more.
 */
export function PedidoBulkMove() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pendingNota, setPendingNota] = useState<string | null>(null);
  const [estatus, setEstatus] = useState<number>(OrdenEstatus.VERIFICADO);
  const t = (key: string, options?: object) => translate(`resources.pedido.lote.${key}`, options);
  const { mutate, isPending, error, data: resultado, reset } = useMutation({
    mutationFn: (nota: string) => dataProvider.putCustom<ResultadoLote>('orden/estatus-lote', { ids: selectedIds, estatus, nota }),
    onSuccess: (r) => {
      notify(t('hecho', { movidas: r.movidas.length, errores: r.errores.length }), { type: r.errores.length ? 'warning' : 'success' });
      refresh();
      if (!r.errores.length) {
        setOpen(false);
        onUnselectItems();
      }
    },
    onSettled: () => setPendingNota(null),
  });
  const fallidas = resultado?.errores ?? [];
  return (
    <>
      <Button
        label="resources.pedido.lote.boton"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        <SwapHorizIcon />
      </Button>
      <NoteConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(nota) => (estatus === OrdenEstatus.CANCELADO ? setPendingNota(nota) : mutate(nota))}
        title={t('titulo', { n: selectedIds.length })}
        confirmLabel="resources.pedido.cambio.guardar"
        cancelLabel="resources.pedido.cambio.volver"
        noteLabel="resources.pedido.cambio.nota"
        noteRequiredMessage="resources.pedido.cambio.nota_requerida"
        noteHelp={() => t('nota_ayuda')}
        noteRows={2}
        loading={isPending}
        error={error?.message}
        footer={
          fallidas.length > 0 && (
            <Alert severity="warning" role="alert">
              {t('errores')}
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {fallidas.map((e) => (
                  <li key={e.id}>
                    #{e.id}: {e.mensaje}
                  </li>
                ))}
              </ul>
            </Alert>
          )
        }
      >
        <TextField select label={t('nuevo')} value={estatus} onChange={(e) => setEstatus(Number(e.target.value))} fullWidth>
          {ESTATUS_CHOICES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity="info">{t('ayuda')}</Alert>
      </NoteConfirmDialog>
      <Confirm
        isOpen={pendingNota !== null}
        loading={isPending}
        title={t('confirmar_titulo', { n: selectedIds.length })}
        content="resources.pedido.cambio.confirmar_contenido"
        confirm="resources.pedido.cambio.confirmar"
        cancel="resources.pedido.cambio.volver"
        onConfirm={() => pendingNota !== null && mutate(pendingNota)}
        onClose={() => setPendingNota(null)}
      />
    </>
  );
}
