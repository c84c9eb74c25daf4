/**
 * Home landing: pick a market zone (remembered), or continue in the remembered one. Plain elements
 * (home.module.css): a first screen without MUI (issue 8).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { PlainIcon } from '../../components/PlainIcon';
import PlanLogo from '../../components/PlanLogo';
import { link } from '../../lib/links';
import { zonesQuery } from '../../lib/queries';
import { selectableZones } from '../../lib/zone-rules';
import { useSessionStore } from '../../state/session';
import { useZoneStore } from '../../state/zone';
import HomeAccountLink from './HomeAccountLink';
import css from './home.module.css';

export default function HomePage() {
  const { data, isPending, isError, refetch } = useQuery(zonesQuery);
  const remembered = useZoneStore((s) => s.slug);
  const remember = useZoneStore((s) => s.remember);
  const plan = useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
  const zonas = data ? selectableZones(data) : [];
  const continueIn = zonas.find((z) => z.slug === remembered);

  return (
    <div className={css.page}>
      <div className={css.top}>
        <div className={css.logo}>
          <PlanLogo plan={plan} height={36} />
        </div>
        <HomeAccountLink />
      </div>
      <h1 className={css.title}>Su mercado, en la puerta de su casa</h1>
      <p className={css.lead}>Elija su zona para ver los productos, precios y disponibilidad de su ciudad.</p>

      {continueIn && (
        <Link to={link('zona', { zona: continueIn.slug })} className={`${buttons.secondary} ${buttons.large} ${css.continue}`}>
          Continuar en {continueIn.nombre}
          <PlainIcon name="forward" size={20} />
        </Link>
      )}

      {isError && (
        <div role="alert" className={`${css.alert} ${css.error}`}>
          No pudimos cargar las zonas. Revise su conexión e intente nuevamente.
          <button type="button" className={`${buttons.text} ${css.retry}`} onClick={() => void refetch()}>
            Reintentar
          </button>
        </div>
      )}
      {!isPending && !isError && zonas.length === 0 && (
        <div role="alert" className={`${css.alert} ${css.info}`}>
          Por ahora no hay zonas disponibles. Vuelva pronto.
        </div>
      )}

      <h2 className={css.zonesTitle}>Zonas de entrega</h2>
      <div className={css.zones}>
        {isPending && [0, 1].map((i) => <span key={i} className={css.skeleton} />)}
        {zonas.map((z) => (
          <Link key={z.id} to={link('zona', { zona: z.slug })} onClick={() => remember(z.slug)} className={css.zone}>
            <span className={css.pin}>
              <PlainIcon name="place" />
            </span>
            <div className={css.zoneText}>
              <h3 className={css.zoneName}>{z.nombre}</h3>
              <p className={css.zoneHint}>{z.slug === remembered ? 'Su última zona' : 'Ver la tienda de esta zona'}</p>
            </div>
            <PlainIcon name="forward" />
          </Link>
        ))}
      </div>
    </div>
  );
}
