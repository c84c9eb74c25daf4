/** The balance history, newest first, 50 a page; a movement opens what caused it. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { link } from '../../lib/links';
import { bothCurrencies, formatMoment } from '../../lib/order-view';
import { historialQuery, movimientoQuery, type Movimiento } from './wallet-api';

function Detalle({ uid, mov, tasa, onClose }: { uid: string | null; mov: Movimiento; tasa: string; onClose: () => void }) {
  const { data } = useQuery(movimientoQuery(uid, mov.tipo, mov.id));
  const monto = bothCurrencies(mov.monto, tasa);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="movimiento-titulo">
      <DialogTitle id="movimiento-titulo">{mov.tipoNombre}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 800, fontSize: '1.4rem' }}>{monto.usd}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {monto.bs} · {formatMoment(mov.fecha)}
        </Typography>
        {!data ? (
          <Skeleton />
        ) : (
          data.causa.map((c) => (
            <Typography key={c.etiqueta} variant="body2">
              <strong>{c.etiqueta}:</strong> {c.valor}
            </Typography>
          ))
        )}
        {data?.ordenId && (
          <Button href={link('miPedido', { id: data.ordenId })} sx={{ mt: 1, px: 0 }}>
            Ver el pedido #{data.ordenId}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MovementsList({ uid, tasa }: { uid: string | null; tasa: string }) {
  const [pagina, setPagina] = useState(1);
  const [abierto, setAbierto] = useState<Movimiento | null>(null);
  const { data } = useQuery(historialQuery(uid, pagina));
  if (!data) return <Skeleton height={120} />;
  if (data.movimiento.length === 0) return <Typography color="text.secondary">Aún no tiene movimientos de saldo.</Typography>;
  return (
    <>
      <List disablePadding aria-label="Movimientos del saldo">
        {data.movimiento.map((m) => {
          const monto = bothCurrencies(m.monto, tasa);
          const credito = !m.monto.startsWith('-');
          return (
            <ListItemButton key={m.id} onClick={() => setAbierto(m)} divider sx={{ px: 1 }} data-testid="movimiento">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{m.tipoNombre}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {m.descripcion || '—'} · {formatMoment(m.fecha)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right', ml: 1 }}>
                <Typography sx={{ fontWeight: 800, color: credito ? 'success.dark' : 'error.main' }}>
                  {credito ? '+' : ''}
                  {monto.usd}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {monto.bs}
                </Typography>
              </Box>
            </ListItemButton>
          );
        })}
      </List>
      {data.paginas > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1 }}>
          <Button disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)}>
            Anteriores
          </Button>
          <Typography sx={{ alignSelf: 'center' }} variant="body2">
            Página {pagina} de {data.paginas}
          </Typography>
          <Button disabled={pagina >= data.paginas} onClick={() => setPagina((p) => p + 1)}>
            Siguientes
          </Button>
        </Stack>
      )}
      {abierto && <Detalle uid={uid} mov={abierto} tasa={tasa} onClose={() => setAbierto(null)} />}
    </>
  );
}
