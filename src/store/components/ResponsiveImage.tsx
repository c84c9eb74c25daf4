/**
 * An uploaded image with its srcset and `sizes`, lazy by default, inside a box of fixed aspect ratio so
 * nothing moves when it arrives. Without an image, a soft placeholder with a basket icon. Plain elements
 * and static classes (responsive-image.module.css): it holds several pages' largest paint (issue 8).
 */
import type { CSSProperties } from 'react';
import { aspectRatio, srcSet, type ImagenProcesada } from '../lib/images';
import { PlainIcon } from './PlainIcon';
import css from './responsive-image.module.css';

interface Props {
  imagen: ImagenProcesada | null;
  alt: string;
  sizes: string;
  /** Box ratio ('1 / 1'); the image's own ratio when absent (and no className gives one). */
  ratio?: string;
  fit?: 'contain' | 'cover';
  /** The page's largest above-the-fold image (its LCP): loads at once, with high priority. */
  eager?: boolean;
  /** An extra class for the box (e.g. a responsive aspect ratio). */
  className?: string;
  /** Extra inline styles of the box (a small image's rounded corners). */
  style?: CSSProperties;
  /** A different picture for phones (under 600 px wide), e.g. a slider's phone image. */
  phone?: ImagenProcesada | null;
}

/** Screens that get the phone picture (MUI's xs breakpoint). */
export const PHONE_MEDIA = '(max-width: 599.98px)';

export default function ResponsiveImage({ imagen, alt, sizes, ratio, fit = 'cover', eager = false, className, style, phone }: Props) {
  const img = imagen && (
    <img
      src={imagen.sizes.md}
      srcSet={srcSet(imagen)}
      sizes={sizes}
      width={imagen.width}
      height={imagen.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      className={css.image}
      style={{ objectFit: fit }}
    />
  );
  const content = img ? (
    phone ? (
      <picture className={css.picture}>
        <source media={PHONE_MEDIA} srcSet={srcSet(phone)} sizes={sizes} width={phone.width} height={phone.height} />
        {img}
      </picture>
    ) : (
      img
    )
  ) : (
    <PlainIcon name="basket" className={css.placeholder} />
  );
  const boxRatio = ratio ?? (className ? undefined : aspectRatio(imagen));
  const boxClass = className ? `${css.box} ${className}` : css.box;
  return (
    <div className={boxClass} style={{ aspectRatio: boxRatio, ...style }}>
      {content}
    </div>
  );
}
