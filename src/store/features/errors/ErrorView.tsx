import ArrowBack from '@mui/icons-material/ArrowBack';
import Storefront from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { link } from '../../lib/links';
import { useZoneStore } from '../../state/zone';
import type { ErrorText } from './error-texts';

/** Error code, title, text and the ways back: the storefront or the previous page. */
export default function ErrorView({ codigo, titulo, texto }: ErrorText) {
  const navigate = useNavigate();
  const slug = useZoneStore((s) => s.slug);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 96, md: 140 }, fontWeight: 900, lineHeight: 1, color: 'primary.main', opacity: 0.2 }}
      >
        {codigo}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: -1, mb: 1.5 }}>
        {titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {texto}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<Storefront />} href={slug ? link('zona', { zona: slug }) : link('inicio')}>
          Volver a la tienda
        </Button>
        <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(-1)}>
          Página anterior
        </Button>
      </Stack>
    </Container>
  );
}
