import UndoIcon from '@mui/icons-material/Undo';
import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ReferidoFila } from '../../shared/contracts/referrals';
import { ReferidoEstatus } from '../../shared/enums';
import { formatAmount } from '../../shared/money';
import { NoteConfirmDialog } from '../common/NoteConfirmDialog';
import type { AdminDataProvider } from '../providers/data-provider';

/** Reverses a credited reward with a required note (PUT /admin/referido/{id}/revertir). */
export function RevertirButton() {
  const r = useRecordContext<ReferidoFila>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (nota: string) => dataProvider.putCustom<ReferidoFila>(`referido/${r!.id}/revertir`, { nota }),
    onSuccess: () => {
      notify('resources.referido.revertir.hecho', { type: 'success' });
      setOpen(false);
      refresh();
    },
  });
  if (!r || r.estatus !== ReferidoEstatus.ACREDITADA) return null;
  const t = (key: string, options?: object) => translate(`resources.referido.revertir.${key}`, options);

  return (
    <>
      <Button label="resources.referido.revertir.boton" color="warning" onClick={() => { reset(); setOpen(true); }}>
        <UndoIcon />
      </Button>
      <NoteConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(nota) => mutate(nota)}
        title={t('titulo', { id: r.id })}
        confirmLabel="resources.referido.revertir.confirmar"
        confirmColor="warning"
        noteLabel="resources.referido.revertir.nota"
        noteRequiredMessage="resources.referido.revertir.nota_requerida"
        loading={isPending}
        error={error?.message}
      >
        <Typography variant="body2">{t('efecto', { monto: formatAmount(r.monto), referidor: r.referidorEmail, referido: r.referidoEmail })}</Typography>
      </NoteConfirmDialog>
    </>
  );
}
