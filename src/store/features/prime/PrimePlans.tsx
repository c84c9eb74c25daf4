/** The PRIME plans as selectable cards: length and price in dollars and bolívares at today's rate. */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MembresiaPlan } from '../../../shared/contracts/membership';
import { shownMoney } from '../../lib/currency';
import { SIMBOLO_BS, SIMBOLO_USD } from '../../lib/order-view';

interface Props {
  planes: MembresiaPlan[];
  value: number | null;
  error?: string;
  onChange(planId: number): void;
}

export default function PrimePlans({ planes, value, error, onChange }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
        1. Elija su plan
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="radiogroup" aria-label="Planes PRIME">
        {planes.map((p) => {
          const selected = value === p.id;
          return (
            <ButtonBase
              key={p.id}
              role="radio"
              aria-checked={selected}
              aria-label={`Plan ${p.nombre}`}
              onClick={() => onChange(p.id)}
              sx={{
                flex: 1,
                display: 'block',
                textAlign: 'left',
                p: 2.5,
                borderRadius: 4,
                border: '2px solid',
                borderColor: selected ? '#b8912f' : '#e2eadf',
                bgcolor: selected ? '#fdf8ea' : 'background.paper',
                boxShadow: selected ? '0 6px 20px rgba(184, 145, 47, 0.18)' : 'none',
              }}
            >
              <Typography sx={{ fontWeight: 800, fontSize: 18 }}>{p.nombre}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {p.descripcion || `${p.dias} días`}
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 26 }}>{shownMoney(p.precio, SIMBOLO_USD)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {shownMoney(p.precioBs, SIMBOLO_BS)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
