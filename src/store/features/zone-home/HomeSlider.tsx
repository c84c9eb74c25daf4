/**
 * The zone's sliders as a carousel: advances every 6 s (not while hovered or focused, nor when the
 * shopper prefers reduced motion), with previous/next buttons and one dot per slide.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Slider } from '../../../shared/contracts/catalog-pages';
import { PlainIcon } from '../../components/PlainIcon';
import ResponsiveImage from '../../components/ResponsiveImage';
import { useAdTracking } from '../../lib/ad-events';
import { aspectRatio } from '../../lib/images';
import BannerLink from './BannerLink';
import css from './zone-home.module.css';

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
  // phones get the first slide's phone picture's shape, wider screens its desktop one (zone-home.module.css)
  const first = sliders[0]!;
  const ratio = { '--ratio-xs': aspectRatio(first.imagenMovil ?? first.imagen), '--ratio-sm': aspectRatio(first.imagen) } as CSSProperties;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
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
      className={css.slider}
      style={ratio}
    >
      <div className={css.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {sliders.map((s, i) => (
          <Slide key={s.id} slide={s} position={i} count={count} current={current} />
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" aria-label="Promoción anterior" onClick={() => go(current - 1)} className={`${css.arrow} ${css.prev}`}>
            <PlainIcon name="chevronLeft" />
          </button>
          <button type="button" aria-label="Promoción siguiente" onClick={() => go(current + 1)} className={`${css.arrow} ${css.next}`}>
            <PlainIcon name="chevronRight" />
          </button>
          <div className={css.dots}>
            {sliders.map((s, i) => (
              <button key={s.id} type="button" aria-label={`Ver promoción ${i + 1}`} aria-current={i === current} onClick={() => go(i)} className={css.dot} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** One slide: counts a view when it is half on screen (the carousel clips the others) and a click. */
function Slide({ slide: s, position: i, count, current }: { slide: Slider; position: number; count: number; current: number }) {
  const { viewRef, onClick: onAdClick } = useAdTracking('slider', s.id);
  return (
    <div
      ref={viewRef}
      onClick={onAdClick}
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${i + 1} de ${count}: ${s.titulo}`}
      aria-hidden={i !== current}
      inert={i !== current}
      className={css.slide}
    >
      <BannerLink url={s.url} label={s.titulo}>
        <ResponsiveImage imagen={s.imagen} phone={s.imagenMovil} alt={s.titulo} sizes="(max-width: 1200px) 100vw, 1200px" eager={i === 0} className={css.slideRatio} />
      </BannerLink>
    </div>
  );
}
