/** Products in a responsive grid: two columns from 360 px, up to five on wide screens; skeletons meanwhile. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { useProgressiveCount } from '../lib/progressive';
import ProductCard from './ProductCard';

const COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' };

export function ProductGridLayout({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1.25, sm: 2 } }}>
      {children}
    </Box>
  );
}

/** One card-shaped placeholder. */
export function ProductCardSkeleton() {
  return (
    <Box sx={{ p: 1.5, borderRadius: 3, bgcolor: 'background.paper', border: '1px solid #e2eadf' }}>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <Skeleton sx={{ mt: 1 }} />
      <Skeleton width="60%" />
      <Skeleton width="45%" height={32} />
      {/* the quantity stepper and 'Agregar': stacked on a phone, side by side from sm */}
      <Skeleton variant="rounded" sx={{ mt: 1, height: { xs: 78, sm: 36 } }} />
    </Box>
  );
}

interface Props {
  productos: ProductoTarjeta[] | undefined;
  zona: string;
  label?: string;
  /** How many skeletons to show while loading. */
  skeletons?: number;
  /** The grid is the page's main content: its first row's images load at once (the LCP), the rest lazily. */
  eagerFirst?: boolean;
}

/** The first row on a phone (two columns). */
export const EAGER_CARDS = 2;

/** Cards rendered in the first task (the first rows of a phone and of a desktop) and in each one after. */
const FIRST_CARDS = 5;
const CARDS_PER_TASK = 2;

export default function ProductGrid({ productos, zona, label = 'Productos', skeletons = 10, eagerFirst = false }: Props) {
  const shown = useProgressiveCount(productos?.length ?? 0, FIRST_CARDS, CARDS_PER_TASK);
  return (
    <ProductGridLayout label={label}>
      {productos
        ? productos.slice(0, shown).map((p, i) => (
            <Box role="listitem" key={p.id} sx={{ minWidth: 0 }}>
              <ProductCard producto={p} zona={zona} eager={eagerFirst && i < EAGER_CARDS} />
            </Box>
          ))
        : Array.from({ length: skeletons }, (_, i) => <ProductCardSkeleton key={i} />)}
    </ProductGridLayout>
  );
}
