/** Plain bar with the logo for auth, error and PRIME pages. */
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import PlanLogo from '../../components/PlanLogo';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

export default function SimpleMenu({ prime }: { prime: boolean }) {
  const plan = useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
  const slug = useZoneStore((s) => s.slug);
  const home = slug ? link('zona', { zona: slug }) : link('inicio');
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={prime ? { bgcolor: '#1c1a17', color: '#f4d27a' } : { bgcolor: 'background.paper', color: 'text.primary', borderBottom: '1px solid #e2eadf' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Link href={home} aria-label="Ir a la tienda">
            <PlanLogo plan={prime ? 'prime' : plan} height={36} />
          </Link>
          <Button href={home} color="inherit">
            Volver a la tienda
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
