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
