/**
 * The delivery or pickup window, grouped by day; an empty state when the area or point has none. Express
 * has no choice: ExpressWindow shows the one window it is delivered in, and its price.
 */
import Bolt from '@mui/icons-material/Bolt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Express, Ventana } from '../../lib/orders-api';
import { bothCurrencies } from '../../lib/order-view';
import { groupWindows, windowHours, windowKey } from './windows';

interface Props {
  ventanas: Ventana[];
  value: string | null;
  onChange(key: string): void;
  pickup: boolean;
  error?: string;
}

export default function WindowSelect({ ventanas, value, onChange, pickup, error }: Props) {
  const label = pickup ? 'Horario de retiro' : 'Horario de entrega';
  if (ventanas.length === 0) {
    return (
      <Alert severity="info" role="status">
        {pickup
          ? 'Este punto de retiro no tiene horarios disponibles por ahora. Elija otro punto o intente más tarde.'
          : 'No hay horarios de entrega disponibles para esta área por ahora. Pruebe con retiro en tienda o intente más tarde.'}
      </Alert>
    );
  }
  // a day's heading is for the eye only: each option already names its day ('Lunes 23 de noviembre,
  // 08:00 a 11:00'), and a heading inside the listbox would be exposed as a non-option child
  const items = groupWindows(ventanas).flatMap((day) => [
    <ListSubheader key={day.fecha} role="presentation" aria-hidden sx={{ fontWeight: 700, color: 'primary.dark', lineHeight: '36px' }}>
      {day.dia}
    </ListSubheader>,
    ...day.ventanas.map((v) => (
      <MenuItem key={windowKey(v)} value={windowKey(v)} aria-label={`${day.dia}, ${windowHours(v)}`} sx={{ pl: 4 }}>
        {windowHours(v)}
      </MenuItem>
    )),
  ]);
  const chosen = ventanas.find((v) => windowKey(v) === value);
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel id="ventana-label">{label}</InputLabel>
      <Select
        labelId="ventana-label"
        label={label}
        value={chosen ? windowKey(chosen) : ''}
        onChange={(e) => onChange(e.target.value)}
        renderValue={() => (chosen ? chosen.etiqueta : '')}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {items}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The express window (the area's earliest) and what express costs there, in both currencies. */
export function ExpressWindow({ express, tasa }: { express: Express; tasa: string }) {
  const precio = bothCurrencies(express.costoEnvio, tasa);
  return (
    <Alert severity="success" icon={<Bolt />} role="status" aria-label="Entrega express">
      <AlertTitle>Entrega express: {express.ventana.etiqueta}</AlertTitle>
      {express.nombre} {precio.usd} ({precio.bs}), en el primer horario disponible de su área.
    </Alert>
  );
}
