/** A horizontal, scrollable row of product cards (featured groups, related products) with arrow buttons. */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import { useProgressiveCount } from '../lib/progressive';
import ProductCard from './ProductCard';
import { ProductCardSkeleton } from './ProductGrid';

const CARD_WIDTH = { xs: 'calc((100% - 12px) / 2.15)', sm: 200, md: 210 };

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
  const arrow = { position: 'absolute', top: '35%', zIndex: 1, bgcolor: 'background.paper', boxShadow: 2, display: { xs: 'none', md: 'inline-flex' }, '&:hover': { bgcolor: 'background.paper' } } as const;

  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton aria-label={`Anteriores de ${label}`} onClick={() => scroll(-1)} sx={{ ...arrow, left: -18, visibility: edges.start ? 'hidden' : 'visible' }}>
        <ChevronLeft />
      </IconButton>
      <Box
        ref={track}
        onScroll={measure}
        role="list"
        aria-label={label}
        sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, scrollbarWidth: 'thin', '& > *': { scrollSnapAlign: 'start', flex: '0 0 auto', width: CARD_WIDTH } }}
      >
        {productos
          ? productos.slice(0, shown).map((p) => (
              <Box role="listitem" key={p.id}>
                <ProductCard producto={p} zona={zona} />
              </Box>
            ))
          : Array.from({ length: 6 }, (_, i) => (
              <Box key={i}>
                <ProductCardSkeleton />
              </Box>
            ))}
      </Box>
      <IconButton aria-label={`Siguientes de ${label}`} onClick={() => scroll(1)} sx={{ ...arrow, right: -18, visibility: edges.end ? 'hidden' : 'visible' }}>
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
