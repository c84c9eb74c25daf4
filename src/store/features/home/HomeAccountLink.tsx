/** Top-right of the landing: 'Ingresar' for guests, 'Cerrar sesión' for customers. Plain elements (home.module.css). */
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { PlainIcon } from '../../components/PlainIcon';
import { link } from '../../lib/links';
import { useSessionStore } from '../../state/session';
import css from './home.module.css';

export default function HomeAccountLink() {
  const claims = useSessionStore((s) => s.claims);
  return claims ? (
    <Link to={link('logout')} className={`${buttons.text} ${css.light}`}>
      <PlainIcon name="person" size={20} />
      Cerrar sesión
    </Link>
  ) : (
    <Link to={link('login')} className={`${buttons.text} ${css.outlined}`}>
      <PlainIcon name="person" size={20} />
      Ingresar
    </Link>
  );
}
