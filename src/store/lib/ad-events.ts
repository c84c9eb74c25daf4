/**
 * Click-through of the zone's advertising: a view when a slider, offer image or featured group is at least
 * half on screen (once per page view: the observer stops after the first), a click when it is clicked. Sent
 * with navigator.sendBeacon to POST /api/publicidad/evento, which survives the navigation a click starts;
 * counting never gets in a shopper's way, failures are ignored.
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

/**
 * A ref callback for the item's element (a view once it is half visible; React calls its cleanup when the
 * element goes) and a click handler. A new page view mounts a new element, hence a new view.
 */
export function useAdTracking(tipo: TipoEventoPublicidad, id: number) {
  const viewRef = useCallback(
    (el: Element | null) => {
      if (!el || typeof IntersectionObserver === 'undefined') return;
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            sendAdEvent(tipo, id, 'vista');
          }
        },
        { threshold: 0.5 },
      );
      io.observe(el);
      return () => io.disconnect();
    },
    [tipo, id],
  );
  const onClick = useCallback(() => sendAdEvent(tipo, id, 'clic'), [tipo, id]);
  return { viewRef, onClick };
}
