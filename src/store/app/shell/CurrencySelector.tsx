/**
 * Display currency switch, only when more than one currency exists; remembered across visits. Plain
 * buttons as MUI's small toggle group drew them (selectors.module.css): it is in every wide header.
 */
import { useMoneda } from '../../lib/use-website';
import { useCurrencyStore } from '../../state/currency';
import css from './selectors.module.css';

export default function CurrencySelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const { monedas, moneda } = useMoneda();
  const select = useCurrencyStore((s) => s.select);
  if (monedas.length <= 1 || !moneda) return null;

  return (
    <div role="group" aria-label="Moneda" className={fullWidth ? `${css.toggles} ${css.fullWidth}` : css.toggles}>
      {monedas.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-pressed={m.id === moneda.id}
          aria-label={`${m.simbolo} ${m.nombre}`}
          title={m.nombre}
          className={css.toggle}
          onClick={() => select(m.id)}
        >
          {m.simbolo}
        </button>
      ))}
    </div>
  );
}
