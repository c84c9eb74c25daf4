/** Footer: apps, useful links, customer service hours, delivery times and accepted payments. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/config';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

const DELIVERY_TIMES = [
  { area: 'Área metropolitana', tiempo: '3 horas' },
  { area: 'Áreas cercanas', tiempo: '3 a 6 horas' },
  { area: 'Áreas periféricas', tiempo: '24 horas' },
];

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
            <Typography variant="body2" sx={{ opacity: 0.85 }}>Haz tu mercado desde el teléfono, estés donde estés.</Typography>
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
            <Link href={link('atencionCliente')} sx={linkSx}>Contáctanos</Link>
          </Column>
          <Column title="Tiempos de entrega">
            {DELIVERY_TIMES.map((d) => (
              <Typography key={d.area} variant="body2">
                {d.area}: <strong>{d.tiempo}</strong>
              </Typography>
            ))}
            <Typography variant="body2" sx={{ color: '#ffd27a', fontWeight: 600 }}>
              Delivery gratis en menos de 3 horas, el mismo día de tu compra.
            </Typography>
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
