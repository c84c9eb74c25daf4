/** A zone (or the whole store) under maintenance; other active zones stay one click away. */
import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { link } from '../../lib/links';
import PlanLogo from '../../components/PlanLogo';
import { zonesQuery } from '../../lib/queries';
import { selectableZones } from '../../lib/zone-rules';

export default function MaintenancePage() {
  const { zona: slug } = useParams();
  const { data } = useQuery(zonesQuery);
  const nombre = data?.find((z) => z.slug === slug)?.nombre;
  const others = data ? selectableZones(data).filter((z) => z.slug !== slug) : [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: '24px' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <PlanLogo plan="normal" height={40} />
        </Box>
        <Construction color="secondary" sx={{ fontSize: 64, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
          {slug ? `${nombre ?? 'Esta zona'} está en mantenimiento` : 'Estamos en mantenimiento'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Estamos mejorando la tienda para atenderle mejor. Vuelva a intentarlo en unos minutos.
        </Typography>
        {others.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
              Mientras tanto, puede comprar en:
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mb: 3 }}>
              {others.map((z) => (
                <Button key={z.id} variant="outlined" href={link('zona', { zona: z.slug })}>
                  {z.nombre}
                </Button>
              ))}
            </Stack>
          </>
        )}
        <Button variant="contained" href={slug ? link('zona', { zona: slug }) : link('inicio')}>
          Reintentar
        </Button>
      </Paper>
    </Container>
  );
}
