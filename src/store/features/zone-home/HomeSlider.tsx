/**
 * The zone's sliders as a carousel: advances every 6 s (not while hovered or focused, nor when the
 * shopper prefers reduced motion), with previous/next buttons and one dot per slide.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import type { Slider } from '../../../shared/contracts/catalog-pages';
import ResponsiveImage from '../../components/ResponsiveImage';
import { useAdTracking } from '../../lib/ad-events';
import { aspectRatio } from '../../lib/images';
import BannerLink from './BannerLink';

const INTERVAL_MS = 6000;
/** Horizontal finger travel that counts as a swipe. */
const SWIPE_PX = 40;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export default function HomeSlider({ sliders }: { sliders: Slider[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = sliders.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count <= 1 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  // phones get the first slide's phone picture's shape, wider screens its desktop one
  const first = sliders[0]!;
  const ratio = { xs: aspectRatio(first.imagenMovil ?? first.imagen), sm: aspectRatio(first.imagen) };
  const go = (i: number) => setIndex((i + count) % count);
  const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' }, width: 44, height: 44, display: { xs: 'none', sm: 'inline-flex' } } as const;

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Promociones"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start !== null && end !== undefined && Math.abs(end - start) > SWIPE_PX) go(current + (end < start ? 1 : -1));
      }}
      sx={{ position: 'relative', borderRadius: { xs: 3, md: 5 }, overflow: 'hidden', bgcolor: '#e3efe0', aspectRatio: ratio }}
    >
      <Box sx={{ display: 'flex', height: '100%', transform: `translateX(-${current * 100}%)`, transition: 'transform .5s ease' }}>
        {sliders.map((s, i) => (
          <Slide key={s.id} slide={s} position={i} count={count} current={current} ratio={ratio} />
        ))}
      </Box>
      {count > 1 && (
        <>
          <IconButton aria-label="Promoción anterior" onClick={() => go(current - 1)} sx={{ ...arrow, left: 12 }}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Promoción siguiente" onClick={() => go(current + 1)} sx={{ ...arrow, right: 12 }}>
            <ChevronRight />
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: { xs: 6, md: 12 }, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            {sliders.map((s, i) => (
              <Box
                key={s.id}
                component="button"
                type="button"
                aria-label={`Ver promoción ${i + 1}`}
                aria-current={i === current}
                onClick={() => go(i)}
                sx={{ width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center', '&::after': { content: '""', width: i === current ? 20 : 8, height: 8, borderRadius: 4, bgcolor: i === current ? 'primary.main' : 'rgba(255,255,255,0.9)', boxShadow: 1, transition: 'width .3s' } }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** One slide: counts a view when it is half on screen (the carousel clips the others) and a click. */
function Slide({ slide: s, position: i, count, current, ratio }: { slide: Slider; position: number; count: number; current: number; ratio: { xs: string; sm: string } }) {
  const { viewRef, onClick: onAdClick } = useAdTracking('slider', s.id);
  return (
    <Box
      ref={viewRef}
      onClick={onAdClick}
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${i + 1} de ${count}: ${s.titulo}`}
      aria-hidden={i !== current}
      inert={i !== current}
      sx={{ flex: '0 0 100%', height: '100%' }}
    >
      <BannerLink url={s.url} label={s.titulo}>
        <ResponsiveImage imagen={s.imagen} phone={s.imagenMovil} alt={s.titulo} sizes="(max-width: 1200px) 100vw, 1200px" eager={i === 0} sx={{ aspectRatio: ratio }} />
      </BannerLink>
    </Box>
  );
}
