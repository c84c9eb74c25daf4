import Person from '@mui/icons-material/Person';
import Button from '@mui/material/Button';
import { link } from '../../lib/links';
import { useSessionStore } from '../../state/session';

/** Top-right of the landing: 'Ingresar' for guests, 'Cerrar sesión' for customers. */
export default function HomeAccountLink() {
  const claims = useSessionStore((s) => s.claims);
  return claims ? (
    <Button href={link('logout')} sx={{ color: 'common.white' }} startIcon={<Person />}>
      Cerrar sesión
    </Button>
  ) : (
    <Button href={link('login')} variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }} startIcon={<Person />}>
      Ingresar
    </Button>
  );
}
