import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SolicitudBorradoDetalle } from '../../shared/contracts/admin-borrar-cuenta';
import { SolicitudBorradoEstatus } from '../../shared/enums';
import { NoteConfirmDialog } from '../common/NoteConfirmDialog';
import type { AdminDataProvider } from '../providers/data-provider';

type Verb = 'aprobar' | 'rechazar';

/**
 * Approve or reject a pending request with a required note (PUT /admin/borrar-cuenta/{id}/aprobar|rechazar).
 * The approval dialog repeats the warnings (balance, orders in progress) and what approving does.
 */
export function ResolverButtons() {
  const r = useRecordContext<SolicitudBorradoDetalle>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [verb, setVerb] = useState<Verb | null>(null);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: ({ v, nota }: { v: Verb; nota: string }) => dataProvider.putCustom<SolicitudBorradoDetalle>(`borrar-cuenta/${r!.id}/${v}`, { nota }),
    onSuccess: (_data, { v }) => {
      notify(`resources.borrar-cuenta.resolver.hecho_${v}`, { type: 'success' });
      setVerb(null);
      refresh();
    },
  });
  if (!r || r.estatus !== SolicitudBorradoEstatus.PENDIENTE) return null;
  const t = (key: string, options?: object) => translate(`resources.borrar-cuenta.resolver.${key}`, options);
  const open = (v: Verb) => {
    reset();
    setVerb(v);
  };
  const shown = verb ?? 'aprobar';

  return (
    <>
      <Button label="resources.borrar-cuenta.resolver.aprobar" color="error" variant="contained" onClick={() => open('aprobar')}>
        <CheckIcon />
      </Button>
      <Button label="resources.borrar-cuenta.resolver.rechazar" onClick={() => open('rechazar')}>
        <CloseIcon />
      </Button>
      <NoteConfirmDialog
        open={verb !== null}
        onClose={() => setVerb(null)}
        onConfirm={(nota) => mutate({ v: shown, nota })}
        title={t(`titulo_${shown}`, { nombre: r.clienteNombre })}
        confirmLabel="resources.borrar-cuenta.resolver.confirmar"
        confirmColor={shown === 'aprobar' ? 'error' : 'primary'}
        noteLabel="resources.borrar-cuenta.resolver.nota"
        noteRequiredMessage="resources.borrar-cuenta.resolver.nota_requerida"
        loading={isPending}
        error={error?.message}
      >
        {shown === 'aprobar' && (r.advertencias ?? []).map((a) => <Alert key={a} severity="warning">{a}</Alert>)}
        <Typography variant="body2">{t(`efecto_${shown}`)}</Typography>
      </NoteConfirmDialog>
    </>
  );
}
