/** /calificaciones: delivered orders waiting for a rating first (with the form), then those already rated. */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import PageLoader from '../../components/PageLoader';
import { calificacionesQuery, type CalificacionFila } from '../../lib/orders-api';
import { bothCurrencies, formatDay, formatMoment } from '../../lib/order-view';
import { useCustomerUid } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import RatingForm from './RatingForm';

function OrderCard({ fila, children }: { fila: CalificacionFila; children: ReactNode }) {
  const { orden } = fila;
  const total = bothCurrencies(orden.total, orden.tasa);
  return (
    <Card component="li" aria-label={`Pedido #${orden.id}`} sx={{ listStyle: 'none', borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Link href={link('miPedido', { id: orden.id })} variant="subtitle1" sx={{ fontWeight: 800 }}>
            Pedido #{orden.id}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {formatMoment(orden.fechaHora)} · {total.usd}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Section({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section aria-label={titulo}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {titulo}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {children}
      </Stack>
    </section>
  );
}

export default function RatingsPage() {
  const uid = useCustomerUid();
  const slug = useZoneStore((s) => s.slug);
  const { data, isPending } = useQuery({ ...calificacionesQuery(uid), enabled: uid !== null });
  const filas = data?.calificacion ?? [];
  const pendientes = filas.filter((f) => !f.calificacion);
  const hechas = filas.filter((f) => f.calificacion);
  const [calificada, setCalificada] = useState<number | null>(null);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        Calificaciones
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Su opinión nos ayuda a mejorar cada entrega.
      </Typography>
      {calificada !== null && (
        <Alert severity="success" role="status" onClose={() => setCalificada(null)} sx={{ mb: 3 }}>
          ¡Gracias por calificar su pedido #{calificada}!
        </Alert>
      )}
      {isPending && <PageLoader />}
      {data && filas.length === 0 && (
        <EmptyState
          titulo="No tiene pedidos por calificar"
          texto="Cuando reciba un pedido podrá calificarlo aquí."
          accion={{ label: 'Ir a la tienda', href: slug ? link('zona', { zona: slug }) : link('inicio') }}
        />
      )}
      <Stack spacing={4}>
        {pendientes.length > 0 && (
          <Section titulo="Por calificar">
            {pendientes.map((f) => (
              <OrderCard key={f.orden.id} fila={f}>
                <RatingForm ordenId={f.orden.id} onRated={setCalificada} />
              </OrderCard>
            ))}
          </Section>
        )}
        {hechas.length > 0 && (
          <Section titulo="Calificados">
            {hechas.map((f) => (
              <OrderCard key={f.orden.id} fila={f}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Rating value={f.calificacion!.puntuacion} readOnly aria-label={`${f.calificacion!.puntuacion} de 5 estrellas`} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDay(f.calificacion!.fechaHora)}
                  </Typography>
                </Stack>
                {f.calificacion!.comentario && <Typography sx={{ mt: 0.5 }}>{f.calificacion!.comentario}</Typography>}
              </OrderCard>
            ))}
          </Section>
        )}
      </Stack>
    </Container>
  );
}
