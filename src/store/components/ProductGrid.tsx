/** Products in a responsive grid: two columns from 360 px, up to five on wide screens; skeletons meanwhile. Plain elements (product-grid.module.css). */
import type { ReactNode } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { useProgressiveCount } from '../lib/progressive';
import { ListMonedaProvider } from '../lib/use-website';
import css from './product-grid.module.css';
import page from './page.module.css';
import ProductCard from './ProductCard';

/** `narrow`: one column fewer from 900 px (a facet beside the grid). */
export function ProductGridLayout({ children, label, narrow = false }: { children: ReactNode; label?: string; narrow?: boolean }) {
  return (
    <div role="list" aria-label={label} className={narrow ? `${css.grid} ${css.narrow}` : css.grid}>
      <ListMonedaProvider>{children}</ListMonedaProvider>
    </div>
  );
}

/** One card-shaped placeholder. */
export function ProductCardSkeleton() {
  return (
    <div className={css.skeleton} aria-hidden="true">
      <span className={`${page.skeleton} ${css.skImage}`} />
      <span className={page.skeletonText} />
      <span className={`${page.skeletonText} ${css.skShort}`} />
      <span className={`${page.skeleton} ${css.skPrice}`} />
      {/* the quantity stepper and 'Agregar': stacked on a phone, side by side from sm */}
      <span className={`${page.skeleton} ${css.skActions}`} />
    </div>
  );
}

/** `count` skeleton cards as list items of a grid. */
export function SkeletonItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <div role="listitem" key={i} className={css.item}>
      <ProductCardSkeleton />
    </div>
  ));
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
export const FIRST_CARDS = 5;
export const CARDS_PER_TASK = 2;

export default function ProductGrid({ productos, zona, label = 'Productos', skeletons = 10, eagerFirst = false }: Props) {
  const shown = useProgressiveCount(productos?.length ?? 0, FIRST_CARDS, CARDS_PER_TASK);
  return (
    <ProductGridLayout label={label}>
      {productos ? (
        productos.slice(0, shown).map((p, i) => (
          <div role="listitem" key={p.id} className={css.item}>
            <ProductCard producto={p} zona={zona} eager={eagerFirst && i < EAGER_CARDS} />
          </div>
        ))
      ) : (
        <SkeletonItems count={skeletons} />
      )}
    </ProductGridLayout>
  );
}
