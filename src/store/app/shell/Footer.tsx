/** Footer: apps, useful links, customer service hours, delivery times and accepted payments. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { compare } from '../../../shared/money';
import { deliveryDuration, deliveryHeadline } from '../../../shared/shipping';
import { zoneShippingQuery } from '../../lib/queries';
import { useMoney } from '../../lib/use-website';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/config';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

/** Areas listed in the footer, quickest first. */
const FOOTER_AREAS = 4;

/** The zone's delivery times and costs, as its data says (GET /api/zona/envio). */
function DeliveryFacts({ zona }: { zona: string | null }) {
  const { data } = useQuery(zoneShippingQuery(zona));
  const money = useMoney();
  if (!zona) return <Typography variant="body2">Elija su zona para ver los tiempos y costos de entrega.</Typography>;
  if (!data) return null;
  const headline = deliveryHeadline(data, money);
  return (
    <>
      {data.area.slice(0, FOOTER_AREAS).map((a) => (
        <Typography key={a.nombre} variant="body2">
          {a.nombre}: <strong>{deliveryDuration(a.tiempoEnvio)}</strong>
          {compare(a.costoEnvio, 0) === 0 ? ', gratis' : `, ${money(a.costoEnvio)}`}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ color: '#ffd27a', fontWeight: 600 }}>
        {headline ? `${headline}.` : 'En esta zona solo ofrecemos retiro en tienda.'}
      </Typography>
    </>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: '#bfe8c8' }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Grid>
  );
}

export default function Footer() {
  const loggedIn = useSessionStore((s) => s.claims !== null);
  const zona = useZoneStore((s) => s.slug);
  const linkSx = { color: 'inherit', opacity: 0.9, typography: 'body2' };

  return (
    <Box component="footer" sx={{ bgcolor: '#0f3b1d', color: '#eef7ef', pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Column title="Descarga nuestra app">
            <Typography variant="body2" sx={{ opacity: 0.85 }}>Haga su mercado desde el teléfono, esté donde esté.</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
                <img src="/badge-app-store.svg" alt="Descargar en App Store" height={40} />
              </a>
              <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
                <img src="/badge-google-play.svg" alt="Disponible en Google Play" height={40} />
              </a>
            </Stack>
          </Column>
          <Column title="Enlaces útiles">
            <Link href={link('inicio')} sx={linkSx}>Elegir zona de entrega</Link>
            {zona && (
              <>
                <Link href={link('quieneSomos', { zona })} sx={linkSx}>Quiénes somos</Link>
                <Link href={link('preguntasFrecuentes', { zona })} sx={linkSx}>Preguntas frecuentes</Link>
                <Link href={link('terminosCondiciones', { zona })} sx={linkSx}>Términos y condiciones</Link>
                <Link href={link('politicasPrivacidad', { zona })} sx={linkSx}>Políticas de privacidad</Link>
                <Link href={link('politicasDevolucion', { zona })} sx={linkSx}>Políticas de devolución</Link>
              </>
            )}
            {loggedIn ? (
              <Link href={link('logout')} sx={linkSx}>Cerrar sesión</Link>
            ) : (
              <>
                <Link href={link('login')} sx={linkSx}>Ingresar</Link>
                <Link href={link('registro')} sx={linkSx}>Crear cuenta</Link>
                <Link href={link('recuperarClave')} sx={linkSx}>Recuperar contraseña</Link>
              </>
            )}
          </Column>
          <Column title="Atención al cliente">
            <Typography variant="body2">Atención al cliente 7:30 - 22:00</Typography>
            <Link href={link('atencionCliente')} sx={linkSx}>Contáctenos</Link>
          </Column>
          <Column title="Tiempos de entrega">
            <DeliveryFacts zona={zona} />
          </Column>
        </Grid>
        <Box
          sx={{ mt: 4, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Box component="img" src="/metodos-pago.svg" alt="Aceptamos tarjetas de débito y crédito, pago móvil y transferencias" sx={{ height: 36, maxWidth: '100%' }} />
          <Typography variant="caption" sx={{ opacity: 0.75 }}>
            © {new Date().getFullYear()} Mercado en Zonas
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
