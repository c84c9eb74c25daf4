/** The product's images: a big one and, when there are several, thumbnails to switch between them. Plain elements (product-page.module.css). */
import { useState } from 'react';
import ResponsiveImage from '../../components/ResponsiveImage';
import { GALLERY_IMAGE_SIZES, type ImagenProcesada } from '../../lib/images';
import css from './product-page.module.css';

/** The big image's `sizes`: the whole width on phones and tablets, half the 1200 px container from md. */

export default function ProductGallery({ imagenes, nombre }: { imagenes: ImagenProcesada[]; nombre: string }) {
  const [selected, setSelected] = useState(0);
  const main = imagenes[selected] ?? imagenes[0] ?? null;
  return (
    <div className={css.gallery}>
      <ResponsiveImage imagen={main} alt={nombre} ratio="1 / 1" fit="contain" eager sizes={GALLERY_IMAGE_SIZES} className={css.mainImage} />
      {imagenes.length > 1 && (
        <div role="group" aria-label="Imágenes del producto" className={css.thumbs}>
          {imagenes.map((img, i) => (
            <button
              type="button"
              key={img.sizes.sm}
              aria-label={`Ver imagen ${i + 1}`}
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
              className={css.thumb}
            >
              <ResponsiveImage imagen={img} alt="" ratio="1 / 1" fit="contain" sizes="72px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
