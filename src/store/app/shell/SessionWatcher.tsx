/**
 * Applies the website resolve answer to a logged-in session (spec sections 4 and 8): a blocked or
 * inactive user is logged out with a warning; a changed plan logs out and asks to log in again. A
 * customer whose profile has no phone is sent to the change-phone screen.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BLOCKED_ALERT, loginUrl } from '../../lib/http-errors';
import { logout } from '../../lib/logout';
import { currentUrl, navigateTo } from '../../lib/navigation';
import { sessionVerdict } from '../../lib/session';
import { useProfile, useResolve } from '../../lib/use-website';
import { useSessionStore } from '../../state/session';
import { useUiStore } from '../../state/ui';
import { phoneRedirect } from '../phone-redirect';

export { BLOCKED_ALERT };

export const PLAN_CHANGED_ALERT = {
  severity: 'info',
  titulo: 'Plan de Usuario actualizado',
  mensaje: 'Su plan de usuario ha sido actualizado<br/>Por favor vuelva a ingresar sus credenciales',
} as const;

export default function SessionWatcher() {
  const claims = useSessionStore((s) => s.claims);
  const { data } = useResolve();
  const showAlert = useUiStore((s) => s.showAlert);
  const { data: profile } = useProfile();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!data || !claims) return;
    const verdict = sessionVerdict(claims, data);
    if (verdict === 'bloqueado') {
      void logout();
      showAlert(BLOCKED_ALERT);
    } else if (verdict === 'planCambiado') {
      const returnUrl = currentUrl();
      void logout();
      showAlert({ ...PLAN_CHANGED_ALERT, afterClose: () => navigateTo(loginUrl(returnUrl)) });
    }
  }, [data, claims, showAlert]);

  useEffect(() => {
    const to = phoneRedirect({ pathname, search }, profile);
    if (to) navigate(to, { replace: true });
  }, [profile, pathname, search, navigate]);

  return null;
}
