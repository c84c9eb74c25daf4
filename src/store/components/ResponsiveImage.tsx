/**
 * An uploaded image with its srcset and `sizes`, lazy by default, inside a box of fixed aspect ratio so
 * nothing moves when it arrives. Without an image, a soft placeholder with a basket icon.
 */
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { aspectRatio, srcSet, type ImagenProcesada } from '../lib/images';

interface Props {
  imagen: ImagenProcesada | null;
  alt: string;
  sizes: string;
  /** Box ratio ('1 / 1'); the image's own ratio when absent. */
  ratio?: string;
  fit?: 'contain' | 'cover';
  /** The page's largest above-the-fold image (its LCP): loads at once, with high priority. */
  eager?: boolean;
  sx?: SxProps<Theme>;
  /** A different picture for phones (under 600 px wide), e.g. a slider's phone image. */
  phone?: ImagenProcesada | null;
}

/** Screens that get the phone picture (MUI's xs breakpoint). */
export const PHONE_MEDIA = '(max-width: 599.98px)';

export default function ResponsiveImage({ imagen, alt, sizes, ratio, fit = 'cover', eager = false, sx, phone }: Props) {
  const img = imagen && (
    <Box
      component="img"
      src={imagen.sizes.md}
      srcSet={srcSet(imagen)}
      sizes={sizes}
      width={imagen.width}
      height={imagen.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
  return (
    <Box sx={[{ aspectRatio: ratio ?? aspectRatio(imagen), width: '100%', overflow: 'hidden', bgcolor: '#eef6ea', display: 'grid', placeItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {img ? (
        phone ? (
          <Box component="picture" sx={{ display: 'contents' }}>
            <source media={PHONE_MEDIA} srcSet={srcSet(phone)} sizes={sizes} width={phone.width} height={phone.height} />
            {img}
          </Box>
        ) : (
          img
        )
      ) : (
        <ShoppingBasket aria-hidden sx={{ fontSize: 56, color: 'primary.light', opacity: 0.5 }} />
      )}
    </Box>
  );
}
