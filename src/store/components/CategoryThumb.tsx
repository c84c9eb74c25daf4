import Avatar from '@mui/material/Avatar';
import type { MenuCategoria } from '../lib/types';
import CategoryIcon from './CategoryIcon';

/** The category's small thumbnail, or its icon when it has no image. */
export default function CategoryThumb({ categoria, size = 40 }: { categoria: Pick<MenuCategoria, 'icono' | 'miniaturaImagen'>; size?: number }) {
  const src = categoria.miniaturaImagen?.sizes.sm;
  return (
    <Avatar
      src={src}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: '#e8f5e9', color: 'primary.main', borderRadius: 2 }}
    >
      <CategoryIcon icono={categoria.icono} fontSize="small" />
    </Avatar>
  );
}
