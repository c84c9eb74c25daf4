/** Home landing: pick a market zone (remembered), or continue in the remembered one. */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Place from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import PlanLogo from '../../components/PlanLogo';
import { zonesQuery } from '../../lib/queries';
import { selectableZones } from '../../lib/zone-rules';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import HomeAccountLink from './HomeAccountLink';

export default function HomePage() {
  const { data, isPending, isError, refetch } = useQuery(zonesQuery);
  const remembered = useZoneStore((s) => s.slug);
  const remember = useZoneStore((s) => s.remember);
  const plan = useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
  const zonas = data ? selectableZones(data) : [];
  const continueIn = zonas.find((z) => z.slug === remembered);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, color: 'common.white' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: { xs: 4, md: 7 } }}>
        <Paper sx={{ px: 2, py: 1, borderRadius: 999 }}>
          <PlanLogo plan={plan} height={36} />
        </Paper>
        <HomeAccountLink />
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, mb: 1.5 }}>
        Su mercado, en la puerta de su casa
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, mb: 4, maxWidth: 620 }}>
        Elija su zona para ver los productos, precios y disponibilidad de su ciudad.
      </Typography>

      {continueIn && (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForward />}
          href={link('zona', { zona: continueIn.slug })}
          sx={{ mb: 4, px: 4, py: 1.5, fontSize: '1.05rem' }}
        >
          Continuar en {continueIn.nombre}
        </Button>
      )}

      {isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>Reintentar</Button>}>
          No pudimos cargar las zonas. Revise su conexión e intente nuevamente.
        </Alert>
      )}
      {!isPending && !isError && zonas.length === 0 && (
        <Alert severity="info">Por ahora no hay zonas disponibles. Vuelva pronto.</Alert>
      )}

      <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 1.5, opacity: 0.85, letterSpacing: 1.5 }}>
        Zonas de entrega
      </Typography>
      <Grid container spacing={2}>
        {isPending &&
          [0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6 }}>
              <Skeleton variant="rounded" height={96} sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
            </Grid>
          ))}
        {zonas.map((z) => (
          <Grid key={z.id} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ border: 0, borderRadius: 4 }}>
              <CardActionArea href={link('zona', { zona: z.slug })} onClick={() => remember(z.slug)} sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5, justifyContent: 'flex-start' }}>
                <Box sx={{ width: 52, height: 52, borderRadius: '50%', bgcolor: '#e8f5e9', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
                  <Place color="primary" />
                </Box>
                <Box sx={{ flex: 1 }}>
                  <Typography variant="h6" component="h3">{z.nombre}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {z.slug === remembered ? 'Su última zona' : 'Ver la tienda de esta zona'}
                  </Typography>
                </Box>
                <ArrowForward color="primary" />
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
