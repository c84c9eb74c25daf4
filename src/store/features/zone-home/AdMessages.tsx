/** The zone's advertising messages as a slim strip; on narrow screens it scrolls sideways. */
import type { MensajePublicidad } from '../../../shared/contracts/catalog-pages';
import { PlainIcon } from '../../components/PlainIcon';
import css from './zone-home.module.css';

export default function AdMessages({ mensajes }: { mensajes: MensajePublicidad[] }) {
  if (mensajes.length === 0) return null;
  return (
    // it scrolls sideways on a phone: reachable with the keyboard too
    <aside aria-label="Avisos" tabIndex={0} className={css.ads}>
      <PlainIcon name="campaign" size={20} />
      <ul>
        {mensajes.map((m) => (
          <li key={m.id}>{m.mensaje}</li>
        ))}
      </ul>
    </aside>
  );
}
