/**
 * Welcome band of a zone: what delivery costs and takes there, the minimum purchase for the plan, today's
 * rate and the categories. Plain elements (sections.module.css): it holds the page's h1, on the first paint.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatAmount } from '../../../shared/money';
import { deliveryHeadline } from '../../../shared/shipping';
import buttons from '../../components/buttons.module.css';
import { PlainIcon } from '../../components/PlainIcon';
import { zoneShippingQuery } from '../../lib/queries';
import { link } from '../../lib/links';
import type { Zona } from '../../lib/types';
import { useMoney, useMoneda, useResolve } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';
import css from './sections.module.css';

export default function ZoneHero({ zona }: { zona: Zona }) {
  const config = useResolve().data?.configuracion;
  const { monedas } = useMoneda();
  const money = useMoney();
  const isPrime = useSessionStore((s) => s.claims?.usuarioTipo.tipo === 'prime');
  const sistema = monedas.find((m) => m.sistema);
  const local = monedas.find((m) => !m.sistema);
  const shipping = useQuery(zoneShippingQuery(zona.slug)).data;
  const delivery = shipping ? deliveryHeadline(shipping, money) : null;

  return (
    <section aria-labelledby="bienvenida-titulo" className={css.hero}>
      <PlainIcon name="basket" className={css.heroBasket} />
      <div className={css.heroText}>
        <h1 id="bienvenida-titulo" className={css.heroTitle}>
          Bienvenido a su mercado en {zona.nombre}
        </h1>
        <div className={css.chips}>
          {delivery && (
            <span className={css.chip}>
              <PlainIcon name="shipping" />
              {delivery}
            </span>
          )}
          {config && <span className={css.chip}>{isPrime ? 'Sin monto mínimo con PRIME' : `Compra mínima: ${money(config.minimoCompra)}`}</span>}
          {sistema && local && <span className={css.chip}>{`Tasa del día: ${sistema.simbolo} 1 = ${local.simbolo} ${formatAmount(local.tasa)}`}</span>}
        </div>
      </div>
      <Link to={link('supermercado', { zona: zona.slug })} className={`${buttons.secondary} ${buttons.large} ${css.heroAction}`}>
        Ver categorías
      </Link>
    </section>
  );
}
