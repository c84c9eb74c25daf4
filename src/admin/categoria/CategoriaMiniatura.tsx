import CategoryIcon from '@mui/icons-material/Category';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CategoriaFila } from '../../shared/contracts/catalog';
import { iconoOpcion } from '../common/iconos';

/** The category's thumbnail (small size), or its icon when it has no image. */
export function CategoriaMiniatura({ size = 40 }: { size?: number }) {
  const record = useRecordContext<CategoriaFila>();
  if (!record) return null;
  const Icon = iconoOpcion(record.icono)?.icon ?? CategoryIcon;
  const src = record.miniaturaImagen?.sizes.sm;
  return (
    <Avatar variant="rounded" src={src} alt={record.nombre} sx={{ width: size, height: size, bgcolor: src ? 'transparent' : 'action.hover' }}>
      <Icon color="primary" />
    </Avatar>
  );
}
