import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import { TarjetaSolicitudEstatus, TarjetaTipo } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import type { AdminDataProvider } from '../providers/data-provider';

type Decision = 'aprobar' | 'rechazar';

/** Approve or reject a pending request (PUT /admin/tarjeta/solicitud/{id}), each after a confirmation. */
export function DecidirButtons({ compact = false }: { compact?: boolean }) {
  const r = useRecordContext<SolicitudFila>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Decision | null>(null);
  const [nota, setNota] = useState('');
  const { mutate, isPending } = useMutation({
    mutationFn: (d: Decision) =>
      dataProvider.putCustom<SolicitudFila>(`tarjeta/solicitud/${r!.id}`, {
        estatus: d === 'aprobar' ? TarjetaSolicitudEstatus.APROBADA : TarjetaSolicitudEstatus.RECHAZADA,
        nota: nota.trim(),
      }),
    onSuccess: (_data, d) => {
      setOpen(null);
      notify(`resources.tarjeta/solicitud.decidir.hecho_${d}`, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!r || r.estatus !== TarjetaSolicitudEstatus.POR_VERIFICAR) return null;
  const t = (key: string, options?: object) => translate(`resources.tarjeta/solicitud.decidir.${key}`, options);
  const monto = formatMoney(r.monto, '$');
  const texto =
    open === 'rechazar'
      ? t('rechazar_texto')
      : r.tipo === TarjetaTipo.REGALO
        ? t('aprobar_regalo', { monto, destino: r.destinatarioEmail ?? '' })
        : t('aprobar_recarga', { monto, email: r.email });
  const start = (d: Decision) => (e: React.MouseEvent) => {
    e.stopPropagation();
    setNota('');
    setOpen(d);
  };
  return (
    <>
      {compact ? (
        <>
          <Tooltip title={t('aprobar')}>
            <IconButton aria-label={t('aprobar')} onClick={start('aprobar')} color="success" size="small">
              <CheckIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('rechazar')}>
            <IconButton aria-label={t('rechazar')} onClick={start('rechazar')} color="error" size="small">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </>
      ) : (
        <>
          <Button label={t('aprobar')} onClick={start('aprobar')} color="success" variant="contained" size="small">
            <CheckIcon />
          </Button>
          <Button label={t('rechazar')} onClick={start('rechazar')} color="error" size="small" sx={{ ml: 1 }}>
            <CloseIcon />
          </Button>
        </>
      )}
      <Dialog open={open !== null} onClose={() => !isPending && setOpen(null)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs" aria-labelledby="decidir-titulo">
        <DialogTitle id="decidir-titulo">{open ? t(`titulo_${open}`, { id: r.id }) : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texto}</DialogContentText>
          <TextField label={t('nota')} value={nota} onChange={(e) => setNota(e.target.value.slice(0, 300))} fullWidth multiline minRows={2} />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(null)} disabled={isPending} />
          <Button
            label={open ? t(open) : ''}
            onClick={() => open && mutate(open)}
            disabled={isPending}
            variant="contained"
            color={open === 'rechazar' ? 'error' : 'success'}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
