/** Zone dropdown, only when more than one zone is active; choosing one opens its storefront. */
import Place from '@mui/icons-material/Place';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useSelectableZones } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

export default function ZoneSelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const zonas = useSelectableZones();
  const current = useZoneStore((s) => s.zona);
  const navigate = useNavigate();
  if (zonas.length <= 1 || !current) return null;

  return (
    <TextField
      select
      size="small"
      label="Zona"
      value={current.slug}
      fullWidth={fullWidth}
      onChange={(e) => navigate(link('zona', { zona: e.target.value }))}
      sx={{ minWidth: 150 }}
      slotProps={{ input: { startAdornment: <Place fontSize="small" color="primary" sx={{ mr: 0.5 }} /> } }}
    >
      {zonas.map((z) => (
        <MenuItem key={z.id} value={z.slug}>
          {z.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
