/**
 * After login, once per session: when the latest delivered order is not rated yet, a small reminder with a
 * way to /calificaciones. Quiet on any failure.
 */
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { link } from '../../app/links';
import { calificacionPendienteQuery } from '../../lib/orders-api';
import { useCustomerUid } from '../../lib/use-website';

const SEEN_KEY = 'calificacionPendienteVista';

function seen(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === uid;
  } catch {
    return false;
  }
}

function markSeen(uid: string): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, uid);
  } catch {
    // private mode: the reminder may show again, nothing else
  }
}

export default function PendingRatingPrompt() {
  const uid = useCustomerUid();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ uid: string; ordenId: number; open: boolean } | null>(null);
  const quiet = pathname === link('calificaciones') || pathname.startsWith('/auth') || pathname.includes('/pago/');
  const pending = uid !== null && !quiet && !seen(uid);
  const { data } = useQuery({ ...calificacionPendienteQuery(uid), enabled: pending });
  const orden = data?.orden ?? null;
  if (pending && orden && shown?.uid !== uid) setShown({ uid, ordenId: orden.id, open: true });

  useEffect(() => {
    if (shown) markSeen(shown.uid);
  }, [shown]);

  const close = () => setShown((s) => (s ? { ...s, open: false } : s));
  return (
    <Snackbar
      open={Boolean(shown?.open && shown.uid === uid)}
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
