/**
 * Zone dropdown, only when more than one zone is active; choosing one opens its storefront. The device's
 * own picker in an outlined frame with its label on the border (selectors.module.css), as MUI drew it:
 * it is in every wide header.
 */
import { useNavigate } from 'react-router';
import { PlainIcon } from '../../components/PlainIcon';
import { useSelectableZones } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';
import css from './selectors.module.css';

const ID = 'selector-zona';

export default function ZoneSelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const zonas = useSelectableZones();
  const current = useZoneStore((s) => s.zona);
  const navigate = useNavigate();
  if (zonas.length <= 1 || !current) return null;

  return (
    <div className={fullWidth ? `${css.field} ${css.fullWidth}` : css.field}>
      <label htmlFor={ID} className={css.label}>
        Zona
      </label>
      <PlainIcon name="place" size={20} className={css.place} />
      <select id={ID} value={current.slug} onChange={(e) => navigate(link('zona', { zona: e.target.value }))} className={css.select}>
        {zonas.map((z) => (
          <option key={z.slug} value={z.slug}>
            {z.nombre}
          </option>
        ))}
      </select>
      <PlainIcon name="arrowDown" className={css.arrow} />
    </div>
  );
}
