import type { UsuarioTipoNombre } from '../../shared/enums';

const ALT: Record<UsuarioTipoNombre, string> = {
  normal: 'Mercado en Zonas',
  prime: 'Mercado en Zonas PRIME',
  mayorista: 'Mercado en Zonas Mayorista',
};

/** The logo of the shopper's plan (public/logo-<plan>.svg); a plain <img>, it is in every page's header. */
export default function PlanLogo({ plan, height = 40 }: { plan: UsuarioTipoNombre; height?: number }) {
  return <img src={`/logo-${plan}.svg`} alt={ALT[plan]} height={height} style={{ height, width: 'auto', display: 'block' }} />;
}
