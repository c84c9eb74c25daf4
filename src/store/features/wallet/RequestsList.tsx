/** The customer's card purchases and where each one stands. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { TarjetaSolicitudEstatus } from '../../../shared/enums';
import { bothCurrencies, formatMoment } from '../../lib/order-view';
import { solicitudesQuery } from './wallet-api';

const COLOR = { [TarjetaSolicitudEstatus.POR_VERIFICAR]: 'warning', [TarjetaSolicitudEstatus.APROBADA]: 'success', [TarjetaSolicitudEstatus.RECHAZADA]: 'error' } as const;

export default function RequestsList({ uid }: { uid: string | null }) {
  const { data } = useQuery(solicitudesQuery(uid, 1));
  if (!data) return <Skeleton height={80} />;
  if (data.solicitud.length === 0) return <Typography color="text.secondary">Aún no ha comprado tarjetas.</Typography>;
  return (
    <List disablePadding aria-label="Mis solicitudes de tarjeta">
      {data.solicitud.map((s) => {
        const monto = bothCurrencies(s.monto, s.tasa);
        return (
          <ListItem key={s.id} divider sx={{ px: 1, alignItems: 'flex-start' }} data-testid="solicitud">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {s.tipo.nombre} #{s.id} · {monto.usd}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.metodo.nombre} · Ref. {s.referencia} · {formatMoment(s.creadoEn)}
              </Typography>
              {s.destinatarioEmail && (
                <Typography variant="body2" color="text.secondary">
                  Para {s.destinatarioEmail}
                  {s.codigoUsado === true ? ' · código canjeado' : s.codigoUsado === false ? ' · código enviado' : ''}
                </Typography>
              )}
              {s.nota && <Typography variant="body2">Nota: {s.nota}</Typography>}
            </Box>
            <Chip size="small" label={s.estatus.nombre} color={COLOR[s.estatus.id as keyof typeof COLOR] ?? 'default'} />
          </ListItem>
        );
      })}
    </List>
  );
}
