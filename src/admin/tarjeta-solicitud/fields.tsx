import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SolicitudFila } from '../../shared/contracts/admin-wallet';
import { TarjetaSolicitudEstatus } from '../../shared/enums';
import { formatAmount, formatMoney } from '../../shared/money';

export function EstatusSolicitud() {
  const r = useRecordContext<SolicitudFila>();
  if (!r) return null;
  const color = r.estatus === TarjetaSolicitudEstatus.APROBADA ? 'success' : r.estatus === TarjetaSolicitudEstatus.RECHAZADA ? 'error' : 'warning';
  return <Chip size="small" color={color} variant={r.estatus === TarjetaSolicitudEstatus.POR_VERIFICAR ? 'outlined' : 'filled'} label={r.estatusNombre} />;
}

/** USD, with the bolívares paid at the request's rate under it. */
export function MontoDoble() {
  const r = useRecordContext<SolicitudFila>();
  if (!r) return null;
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatMoney(r.monto, '$')}
      </Typography>
      {r.montoBs && (
        <Typography variant="caption" color="text.secondary">
          Bs {formatAmount(r.montoBs)}
        </Typography>
      )}
    </Stack>
  );
}

export function Referencia() {
  const r = useRecordContext<SolicitudFila>();
  const translate = useTranslate();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span style={{ fontFamily: 'monospace' }}>{r.referencia}</span>
      {r.referenciaDuplicada && (
        <Tooltip title={translate('resources.tarjeta/solicitud.duplicada')}>
          <WarningAmberIcon color="warning" fontSize="small" aria-label={translate('resources.tarjeta/solicitud.duplicada')} />
        </Tooltip>
      )}
    </Stack>
  );
}
