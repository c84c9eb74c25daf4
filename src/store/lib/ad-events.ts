/**
 * Click-through of the zone's advertising: a view when a slider, offer image or featured group has been at
 * least half on screen for a whole second (the usual measure of a viewable display ad; once per page view,
 * the watch stops after it), a click when it is clicked. Sent with navigator.sendBeacon to POST
 * /api/publicidad/evento, which survives the navigation a click starts; counting never gets in a
 * shopper's way, failures are ignored. Waiting the second also keeps the beacons out of the first screen's
 * load: they used to leave with the largest paint's image (issue 8).
 */
import { useCallback } from 'react';
import type { TipoEventoPublicidad } from '../../shared/contracts/admin-publicidad';
import { API_BASE } from './config';

const URL_EVENTO = `${API_BASE}/api/publicidad/evento`;

export function sendAdEvent(tipo: TipoEventoPublicidad, id: number, evento: 'vista' | 'clic'): void {
  try {
    const body = JSON.stringify({ tipo, id, evento });
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(URL_EVENTO, blob)) return;
    void fetch(URL_EVENTO, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    // analytics only
  }
}

/** Half of the element on screen... */
export const VIEW_THRESHOLD = 0.5;
/** ...for this long, without leaving it, counts as a view. */
export const VIEW_MS = 1_000;

interface ViewTimers {
  setTimeout: (cb: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

/**
 * Watches `el` with `Observer` and calls `onView` once it has been at least VIEW_THRESHOLD visible for
 * VIEW_MS in a row (a scroll away before then starts the count again). Returns the stop.
 */
export function watchView(
  el: Element,
  onView: () => void,
  Observer: typeof IntersectionObserver = IntersectionObserver,
  timers: ViewTimers = globalThis as unknown as ViewTimers,
): () => void {
  let timer: unknown;
  const io = new Observer(
    (entries) => {
      // crossing the threshold down fires too, with isIntersecting still true: the ratio decides
      const last = entries[entries.length - 1]!;
      const visible = last.isIntersecting && last.intersectionRatio >= VIEW_THRESHOLD;
      if (visible && timer === undefined) {
        timer = timers.setTimeout(() => {
          io.disconnect();
          onView();
        }, VIEW_MS);
      } else if (!visible && timer !== undefined) {
        timers.clearTimeout(timer as never);
        timer = undefined;
      }
    },
    { threshold: VIEW_THRESHOLD },
  );
  io.observe(el);
  return () => {
    io.disconnect();
    if (timer !== undefined) timers.clearTimeout(timer as never);
  };
}

/**
 * A ref callback for the item's element (a view once it has been half visible for a second; React calls
 * its cleanup when the element goes) and a click handler. A new page view mounts a new element, hence a
 * new view.
 */
export function useAdTracking(tipo: TipoEventoPublicidad, id: number) {
  const viewRef = useCallback(
    (el: Element | null) => {
      if (!el || typeof IntersectionObserver === 'undefined') return;
      return watchView(el, () => sendAdEvent(tipo, id, 'vista'));
    },
    [tipo, id],
  );
  const onClick = useCallback(() => sendAdEvent(tipo, id, 'clic'), [tipo, id]);
  return { viewRef, onClick };
}
