/** Responsive images from an ImagenProcesada: webp sizes sm 160 px, md 480 px and lg 960 px wide at most. */
import type { Slider } from '../../shared/contracts/catalog-pages';

export type ImagenProcesada = Slider['imagen'];

const NOMINAL_WIDTHS = { sm: 160, md: 480, lg: 960 } as const;

/**
 * The `srcset` of an image: each size with its real width (never enlarged, so a small original has
 * sizes no wider than itself; width and height are those of the largest size). Equal widths keep one.
 */
export function srcSet(imagen: ImagenProcesada): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const size of ['sm', 'md', 'lg'] as const) {
    const width = Math.min(NOMINAL_WIDTHS[size], imagen.width);
    if (width <= 0 || seen.has(width)) continue;
    seen.add(width);
    entries.push(`${imagen.sizes[size]} ${width}w`);
  }
  return entries.join(', ');
}

/** CSS aspect ratio of an image ('960 / 640'), a square when the dimensions are unknown. */
export function aspectRatio(imagen: Pick<ImagenProcesada, 'width' | 'height'> | null): string {
  return imagen && imagen.width > 0 && imagen.height > 0 ? `${imagen.width} / ${imagen.height}` : '1 / 1';
}

/** `sizes` of a product card image: two columns on phones, up to six on wide screens. */
export const CARD_IMAGE_SIZES = '(max-width: 599px) 45vw, (max-width: 899px) 30vw, (max-width: 1199px) 22vw, 200px';
/** The product page's main image: the whole width on phones, 560 px beside the buy box (index.html hints it the same). */
export const GALLERY_IMAGE_SIZES = '(max-width: 899px) 100vw, 560px';
