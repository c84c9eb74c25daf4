/**
 * Roles granted or taken away while the back office is open: the server reads the roles of every request
 * from the database, but the menu and the access checks read them from the token. When the window comes
 * back into view (at most once a minute), the token is renewed (POST /refresh_token answers one with the
 * current roles); if its roles differ, `onChange` runs (the running app drops its cached permissions, so
 * the menu shows a new area without logging in again).
 */
import type { Session } from './session';

export const ROLES_CHECK_MIN_MS = 60_000;

const rolesKey = (session: Session) => [...(session.claims()?.roles ?? [])].sort().join(',');

export interface RolesWatchDeps {
  session: Session;
  onChange: () => void;
  now?: () => number;
}

/** Renews the token and calls onChange when its roles changed; throttled. Returns whether they changed. */
export function createRolesCheck(deps: RolesWatchDeps): () => Promise<boolean> {
  const now = deps.now ?? Date.now;
  let last = now();
  return async () => {
    if (!deps.session.token() || now() - last < ROLES_CHECK_MIN_MS) return false;
    last = now();
    const before = rolesKey(deps.session);
    if (!(await deps.session.refresh(true))) return false;
    if (rolesKey(deps.session) === before) return false;
    deps.onChange();
    return true;
  };
}

/** Runs the check when the window gets the focus or the tab becomes visible again. */
export function watchRoles(target: Window, check: () => Promise<boolean>): () => void {
  const run = () => {
    if (target.document.visibilityState === 'visible') void check();
  };
  target.addEventListener('focus', run);
  target.document.addEventListener('visibilitychange', run);
  return () => {
    target.removeEventListener('focus', run);
    target.document.removeEventListener('visibilitychange', run);
  };
}
