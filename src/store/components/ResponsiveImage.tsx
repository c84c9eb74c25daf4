/**
 * An uploaded image with its srcset and `sizes`, lazy by default, inside a box of fixed aspect ratio so
 * nothing moves when it arrives. Without an image, a soft placeholder with a basket icon. Plain elements
 * and static classes (responsive-image.module.css): it holds several pages' largest paint (issue 8); an
 * `sx` (a few small images: cart lines, search suggestions) makes the box a MUI Box.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { aspectRatio, srcSet, type ImagenProcesada } from '../lib/images';
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
  sx?: SxProps<Theme>;
  /** A different picture for phones (under 600 px wide), e.g. a slider's phone image. */
  phone?: ImagenProcesada | null;
}

/** Screens that get the phone picture (MUI's xs breakpoint). */
export const PHONE_MEDIA = '(max-width: 599.98px)';

/** MUI's ShoppingBasket icon. */
const BASKET =
  'm17.21 9-4.38-6.56c-.19-.28-.51-.42-.83-.42s-.64.14-.83.43L6.79 9H2c-.55 0-1 .45-1 1 0 .09.01.18.04.27l2.54 9.27c.23.84 1 1.46 1.92 1.46h13c.92 0 1.69-.62 1.93-1.46l2.54-9.27L23 10c0-.55-.45-1-1-1zM9 9l3-4.4L15 9zm3 8c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2';

export default function ResponsiveImage({ imagen, alt, sizes, ratio, fit = 'cover', eager = false, className, sx, phone }: Props) {
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
    <svg viewBox="0 0 24 24" aria-hidden="true" className={css.placeholder}>
      <path d={BASKET} />
    </svg>
  );
  const boxRatio = ratio ?? (className ? undefined : aspectRatio(imagen));
  const boxClass = className ? `${css.box} ${className}` : css.box;
  if (sx) {
    return (
      <Box className={boxClass} sx={[{ aspectRatio: boxRatio }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {content}
      </Box>
    );
  }
  return (
    <div className={boxClass} style={{ aspectRatio: boxRatio }}>
      {content}
    </div>
  );
}
