/** Display currency switch, only when more than one currency exists; remembered across visits. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMoneda } from '../../lib/use-website';
import { useCurrencyStore } from '../../state/currency';

export default function CurrencySelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const { monedas, moneda } = useMoneda();
  const select = useCurrencyStore((s) => s.select);
  if (monedas.length <= 1 || !moneda) return null;

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={moneda.id}
      fullWidth={fullWidth}
      aria-label="Moneda"
      onChange={(_, id: number | null) => id !== null && select(id)}
    >
      {monedas.map((m) => (
        <ToggleButton key={m.id} value={m.id} aria-label={`${m.simbolo} ${m.nombre}`} title={m.nombre} sx={{ px: 1.5, borderRadius: 999 }}>
          {m.simbolo}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
