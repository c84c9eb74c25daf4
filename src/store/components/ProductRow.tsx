/** A horizontal, scrollable row of product cards (featured groups, related products) with arrow buttons. Plain elements (product-grid.module.css). */
import { useEffect, useRef, useState } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { useProgressiveCount } from '../lib/progressive';
import { ListMonedaProvider } from '../lib/use-website';
import { PlainIcon } from './PlainIcon';
import ProductCard from './ProductCard';
import { ProductCardSkeleton } from './ProductGrid';
import css from './product-grid.module.css';

interface Props {
  productos: ProductoTarjeta[] | undefined;
  zona: string;
  label: string;
}

export default function ProductRow({ productos, zona, label }: Props) {
  const track = useRef<HTMLDivElement>(null);
  // what a wide screen shows at once, then the rest of the row a card or two per task (lib/progressive.ts)
  const shown = useProgressiveCount(productos?.length ?? 0, 6, 2);
  // arrows only where there is more to see
  const [edges, setEdges] = useState({ start: true, end: true });
  const measure = () => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  };
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // the first observation reports at once, so the arrows start right
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [productos, shown]);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };
  const arrow = (side: 'previous' | 'next', hidden: boolean) => [css.arrow, css[side], hidden && css.hidden].filter(Boolean).join(' ');

  return (
    <div className={css.row}>
      <button type="button" aria-label={`Anteriores de ${label}`} onClick={() => scroll(-1)} className={arrow('previous', edges.start)}>
        <PlainIcon name="chevronLeft" />
      </button>
      <div ref={track} onScroll={measure} role="list" aria-label={label} className={css.track}>
        <ListMonedaProvider>
          {productos
            ? productos.slice(0, shown).map((p) => (
                <div role="listitem" key={p.id}>
                  <ProductCard producto={p} zona={zona} />
                </div>
              ))
            : Array.from({ length: 6 }, (_, i) => (
                <div key={i}>
                  <ProductCardSkeleton />
                </div>
              ))}
        </ListMonedaProvider>
      </div>
      <button type="button" aria-label={`Siguientes de ${label}`} onClick={() => scroll(1)} className={arrow('next', edges.end)}>
        <PlainIcon name="chevronRight" />
      </button>
    </div>
  );
}
