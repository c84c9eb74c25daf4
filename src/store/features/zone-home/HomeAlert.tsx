/** An error line of the zone home (its sections could not load), as MUI's standard error Alert drew it. */
import { PlainIcon } from '../../components/PlainIcon';
import css from './sections.module.css';

export default function HomeAlert({ children }: { children: string }) {
  return (
    <div role="alert" className={css.alert}>
      <PlainIcon name="errorOutline" size={22} />
      {children}
    </div>
  );
}
