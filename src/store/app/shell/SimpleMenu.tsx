/**
 * Plain bar with the logo for auth, error and PRIME pages. Plain elements (shell.module.css): the shell
 * renders outside any page's MUI theme.
 */
import { Link } from 'react-router';
import PlanLogo from '../../components/PlanLogo';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import css from './shell.module.css';

export default function SimpleMenu({ prime }: { prime: boolean }) {
  const plan = useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
  const slug = useZoneStore((s) => s.slug);
  const home = slug ? link('zona', { zona: slug }) : link('inicio');
  return (
    <header className={prime ? `${css.header} ${css.prime}` : css.header}>
      <div className={`${css.simpleContainer} ${css.simpleToolbar}`}>
        <Link to={home} aria-label="Ir a la tienda" className={css.logo}>
          <PlanLogo plan={prime ? 'prime' : plan} height={36} />
        </Link>
        <Link to={home} className={`${css.button} ${css.inherit}`}>
          Volver a la tienda
        </Link>
      </div>
    </header>
  );
}
