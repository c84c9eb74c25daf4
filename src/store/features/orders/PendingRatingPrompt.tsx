/**
 * On the zone's home page, once per session and order: when the latest delivered order is not rated yet, a
 * small reminder with a way to /calificaciones (never in the middle of shopping or paying). Quiet on any
 * failure; it hides by itself after a while.
 */
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { link } from '../../lib/links';
import { calificacionPendienteQuery } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';
import { useZoneStore } from '../../state/zone';

const SEEN_KEY = 'calificacionPendienteVista';

const HIDE_MS = 12_000;

function seenKey(uid: string, ordenId: number): string {
  return `${uid}:${ordenId}`;
}

function seen(uid: string, ordenId: number): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === seenKey(uid, ordenId);
  } catch {
    return false;
  }
}

function markSeen(uid: string, ordenId: number): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, seenKey(uid, ordenId));
  } catch {
    // private mode: the reminder may show again, nothing else
  }
}

export default function PendingRatingPrompt() {
  const uid = useCustomerUid();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ uid: string; ordenId: number; open: boolean } | null>(null);
  const zona = useZoneStore((s) => s.zona?.slug ?? null);
  const onZoneHome = zona !== null && pathname === link('zona', { zona });
  const { data } = useQuery({ ...calificacionPendienteQuery(uid), enabled: uid !== null && onZoneHome });
  const orden = data?.orden ?? null;
  const fresh = uid !== null && onZoneHome && orden !== null && !seen(uid, orden.id);
  if (fresh && (shown?.uid !== uid || shown.ordenId !== orden.id)) setShown({ uid, ordenId: orden.id, open: true });

  useEffect(() => {
    if (shown) markSeen(shown.uid, shown.ordenId);
  }, [shown]);

  const close = () => setShown((s) => (s ? { ...s, open: false } : s));
  return (
    <Snackbar
      open={Boolean(shown?.open && shown.uid === uid)}
      autoHideDuration={HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={shown ? `¿Qué tal estuvo su pedido #${shown.ordenId}? Cuéntenos con una calificación.` : ''}
      action={
        <>
          <Button color="secondary" size="small" href={link('calificaciones')} onClick={close}>
            Calificar
          </Button>
          <Button color="inherit" size="small" onClick={close}>
            Ahora no
          </Button>
        </>
      }
    />
  );
}
