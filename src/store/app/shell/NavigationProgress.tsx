import { useNavigation } from 'react-router';
import css from './shell.module.css';

/** Thin bar at the very top while the router loads the next page. */
export default function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label="Cargando página" className={css.progress} />;
}
