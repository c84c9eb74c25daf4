/**
 * Floating tracking panel (right drawer): the customer's orders in progress and those just finished, each
 * with its steps and current image. Loaded on the first opening only (spec section 4); a new order
 * invalidates it for the next opening.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TipoEnvio, tipoEnvioNombre, type TipoEnvioId } from '../../../shared/enums';
import { link } from '../../lib/links';
import PageLoader from '../../components/PageLoader';
import SidePanel from '../../components/SidePanel';
import { shownMoney } from '../../lib/currency';
import { rastreoQuery } from '../../lib/orders-api';
import { formatMoment, SIMBOLO_USD } from '../../lib/order-view';
import { useCustomerUid } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import OrderStatusChip from './OrderStatusChip';
import { parseRastreoListado, type Rastreo } from './tracking';
import TrackingStepper from './TrackingStepper';

function TrackedOrder({ rastreo, onOpen }: { rastreo: Rastreo; onOpen(): void }) {
  const { datos, proceso } = rastreo;
  const [imageOk, setImageOk] = useState(true);
  const tipo = tipoEnvioNombre[datos.tipoEnvio as TipoEnvioId] ?? '';
  return (
    <Card component="li" aria-label={`Pedido #${datos.id}`} sx={{ listStyle: 'none', borderRadius: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
              Pedido #{datos.id}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatMoment(datos.fechaHora)}
            </Typography>
          </Box>
          {datos.estatus.nombre && <OrderStatusChip estatus={datos.estatus} />}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>{tipo}</strong>
          {datos.direccion ? ` · ${datos.direccion}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Total {shownMoney(datos.total, SIMBOLO_USD)}
          {datos.tipoEnvio !== TipoEnvio.PICKUP && datos.tiempoEnvio > 0 ? ` · entrega en ${datos.tiempoEnvio} min aprox. desde el despacho` : ''}
        </Typography>
        {proceso.image && imageOk && (
          <Box
            component="img"
            src={proceso.image}
            alt=""
            onError={() => setImageOk(false)}
            sx={{ display: 'block', width: '100%', maxHeight: 120, objectFit: 'contain', my: 1.5 }}
          />
        )}
        <TrackingStepper steps={proceso.steps} />
        <Link href={link('miPedido', { id: datos.id })} onClick={onOpen} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
          Ver detalle del pedido
        </Link>
      </CardContent>
    </Card>
  );
}

export default function TrackingPanel() {
  const open = usePanelsStore((s) => s.open === 'rastreo');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const uid = useCustomerUid();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const { data, isPending, isError } = useQuery({ ...rastreoQuery(uid), enabled: opened && uid !== null });
  const pedidos = parseRastreoListado(data?.rastreo);

  return (
    <SidePanel open={open} onClose={closeAll} title="Rastreo de pedidos" closeLabel="Cerrar rastreo" paperSx={{ width: 420, maxWidth: '100vw', bgcolor: 'background.default' }}>
      {uid === null && <Alert severity="info" sx={{ m: 2 }}>Inicie sesión para ver sus pedidos.</Alert>}
      {uid !== null && isPending && <PageLoader />}
      {isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          No pudimos cargar sus pedidos.
        </Alert>
      )}
      {data && pedidos.length === 0 && (
        <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No posee pedidos por el momento</Typography>
        </Box>
      )}
      {pedidos.length > 0 && (
        <Stack component="ul" aria-label="Pedidos en curso" spacing={2} sx={{ p: 2, m: 0 }}>
          {pedidos.map((r) => (
            <TrackedOrder key={r.datos.id} rastreo={r} onOpen={closeAll} />
          ))}
        </Stack>
      )}
    </SidePanel>
  );
}
