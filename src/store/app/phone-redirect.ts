/** Spec section 4: a logged-in customer without a phone is sent to the change-phone screen. */
import type { Profile } from '../lib/types';
import { link } from '../lib/links';

/** Pages a customer without a phone may still open: the auth pages, the change-phone screen, errors, maintenance. */
const OPEN_PATHS = ['/auth', link('cambioTelefono'), '/error', '/mantenimiento'];

function isOpen(pathname: string): boolean {
  return OPEN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Where to send the shopper from `location`, given the profile of the logged-in customer (undefined
 * while unknown, or for guests): the change-phone screen with a returnUrl, or null to stay.
 */
export function phoneRedirect(location: { pathname: string; search: string }, profile: Pick<Profile, 'telefono'> | null | undefined): string | null {
  if (!profile || profile.telefono?.trim() || isOpen(location.pathname)) return null;
  const here = location.pathname + location.search;
  return link('cambioTelefono', here === '/' ? {} : { returnUrl: here });
}
