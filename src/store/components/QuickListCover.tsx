/** A quick list's picture, or a soft checklist drawing when it has none. Plain elements (quick-list-cover.module.css). */
import type { ImagenProcesada } from '../lib/images';
import { PlainIcon } from './PlainIcon';
import css from './quick-list-cover.module.css';
import ResponsiveImage from './ResponsiveImage';

export default function QuickListCover({ imagen, sizes, ratio = '2 / 1' }: { imagen: ImagenProcesada | null; sizes: string; ratio?: string }) {
  if (imagen) return <ResponsiveImage imagen={imagen} alt="" ratio={ratio} sizes={sizes} />;
  return (
    <div className={css.cover} style={{ aspectRatio: ratio }}>
      <PlainIcon name="checklist" className={css.icon} />
    </div>
  );
}
