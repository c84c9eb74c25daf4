/**
 * The confirmation after 'Confirmar pedido': order number, its status, what happens next (following that
 * status: an order paid in full with the balance is already verified), tracking and detail links. It
 * scrolls to the top and focuses its heading, so a phone shows it and a screen reader reads it first.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { OrdenEstatus, TipoEnvio } from '../../../shared/enums';
import { link } from '../../lib/links';
import type { OrdenResumen } from '../../lib/orders-api';
import { bothCurrencies, deliveryWindowText, orderStatusColor } from '../../lib/order-view';
import { usePanelsStore } from '../../state/panels';

/** What the customer is told about the payment, from the order's status. */
export function paymentNote(estatusId: number): { resumen: string; paso: string } {
  switch (estatusId) {
    case OrdenEstatus.POR_VERIFICAR:
      return {
        resumen: 'Recibimos su pedido. Verificaremos su pago en breve.',
        paso: 'Nuestro equipo verifica su pago; le avisaremos en el rastreo del pedido.',
      };
    case OrdenEstatus.CANCELADO:
      return { resumen: 'Este pedido fue cancelado.', paso: 'Si tiene dudas, escríbanos a atención al cliente.' };
    default:
      return {
        resumen: 'Su pago ya está verificado: no tiene que hacer nada más.',
        paso: 'Su pago ya está verificado; puede seguir su pedido en el rastreo.',
      };
  }
}

export default function OrderPlaced({ orden }: { orden: OrdenResumen }) {
  const show = usePanelsStore((s) => s.show);
  const total = bothCurrencies(orden.total, orden.tasa);
  const pickup = orden.tipoEnvio === TipoEnvio.PICKUP;
  const nota = paymentNote(orden.estatus.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [orden.id]);
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto', borderRadius: '24px', boxShadow: '0 8px 30px rgba(20, 80, 40, 0.08)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <CheckCircle color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 1, outline: 'none' }} ref={heading} tabIndex={-1}>
          ¡Pedido #{orden.id} recibido!
        </Typography>
        <Box sx={{ my: 2 }}>
          <Chip label={orden.estatus.nombre} color={orderStatusColor(orden.estatus.id)} data-testid="estatus-orden" />
        </Box>
        <Typography data-testid="nota-pago" sx={{ mb: 1 }}>
          {nota.resumen}
        </Typography>
        <Typography variant="h6" component="p">
          Total {total.usd} <Typography component="span" color="text.secondary">({total.bs})</Typography>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {pickup ? 'Retiro' : 'Entrega'}: {deliveryWindowText(orden.fechaEntrega, orden.horaInicio, orden.horaFin)}
        </Typography>
        <Box sx={{ textAlign: 'left', mt: 3, p: 2, borderRadius: 3, bgcolor: 'background.default' }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>¿Qué sigue?</Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            <li>{nota.paso}</li>
            <li>Preparamos sus productos con cuidado.</li>
            <li>{pickup ? 'Le esperamos en el punto de retiro en el horario elegido.' : 'Lo llevamos a su dirección en el horario elegido.'}</li>
          </Box>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => show('rastreo')}>
            Ver rastreo
          </Button>
          <Button variant="outlined" href={link('miPedido', { id: orden.id })}>
            Ver pedido
          </Button>
          <Button color="inherit" href={link('zona', { zona: orden.zona.slug })}>
            Seguir comprando
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
