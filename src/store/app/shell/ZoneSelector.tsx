/** Zone dropdown, only when more than one zone is active; choosing one opens its storefront. */
import Place from '@mui/icons-material/Place';
import { useNavigate } from 'react-router';
import NativeSelectField from '../../components/NativeSelectField';
import { useSelectableZones } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';
import { link } from '../../lib/links';

export default function ZoneSelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const zonas = useSelectableZones();
  const current = useZoneStore((s) => s.zona);
  const navigate = useNavigate();
  if (zonas.length <= 1 || !current) return null;

  return (
    <NativeSelectField
      id="selector-zona"
      label="Zona"
      value={current.slug}
      options={zonas.map((z) => ({ value: z.slug, label: z.nombre }))}
      fullWidth={fullWidth}
      onChange={(slug) => navigate(link('zona', { zona: slug }))}
      sx={{ minWidth: 150 }}
      startAdornment={<Place fontSize="small" color="primary" sx={{ mr: 0.5 }} />}
    />
  );
}
