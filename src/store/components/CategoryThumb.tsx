/** The category's small thumbnail, or its icon when it has no image. Plain elements (category-thumb.module.css). */
import type { MenuCategoria } from '../lib/types';
import css from './category-thumb.module.css';
import CategoryIcon from './CategoryIcon';

export default function CategoryThumb({ categoria, size = 40 }: { categoria: Pick<MenuCategoria, 'icono' | 'miniaturaImagen'>; size?: number }) {
  const src = categoria.miniaturaImagen?.sizes.sm;
  return (
    <span className={css.thumb} style={{ width: size, height: size }}>
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" /> : <CategoryIcon icono={categoria.icono} size={20} />}
    </span>
  );
}
