/**
 * Long listings rendered a few items per task. A zone home or a category page holds dozens of product
 * cards; rendered at once on a phone (4× slower CPU than a laptop) they were one 1.7 s task that blocked
 * input and delayed the first paint. Rendering the first rows at once and the rest a step per task keeps
 * each task short; everything is on the page a moment later, without waiting for scrolling (so find-in-page,
 * keyboard navigation and tests see every card).
 */
import { useEffect, useState } from 'react';

/** How many of `total` items to render now: `first` at once, then `step` more per task until all are. */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}

/** Longest wait for a frame: a hidden tab gets no animation frames, and its page must still fill in. */
export const PAINT_WAIT_MAX_MS = 200;

interface PaintTimers {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  setTimeout: (cb: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/**
 * Calls `run` once the browser has painted what is on screen now: in a task after the next animation
 * frame (whose rendering step paints), or after PAINT_WAIT_MAX_MS when no frame comes. Returns a cancel.
 */
export function afterNextPaint(run: () => void, timers: PaintTimers = globalThis as unknown as PaintTimers): () => void {
  let done = false;
  let task: unknown;
  let frame: number | undefined;
  const fire = () => {
    if (done) return;
    done = true;
    timers.clearTimeout(fallback as never);
    if (frame !== undefined) timers.cancelAnimationFrame?.(frame);
    run();
  };
  const fallback = timers.setTimeout(fire, PAINT_WAIT_MAX_MS);
  if (timers.requestAnimationFrame) frame = timers.requestAnimationFrame(() => (task = timers.setTimeout(fire, 0)));
  return () => {
    done = true;
    timers.clearTimeout(fallback as never);
    timers.clearTimeout(task as never);
    if (frame !== undefined) timers.cancelAnimationFrame?.(frame);
  };
}

/**
 * False for the first render, true once it has been painted: a page renders what its first screen shows
 * (and its largest paint needs) alone, and what lies below the fold a task later, so the first frame's
 * render and layout are not those of the whole page (issue 8: the zone home's largest paint waited for
 * the layout of a thousand nodes below the fold).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
