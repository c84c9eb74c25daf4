/**
 * react-admin authProvider: login on POST /login_check (staff only), early token refresh, logout,
 * and the role table of spec section 6 as canAccess, so the menu hides what a role may not use and a
 * direct visit renders the access-denied page. The server enforces the same rules on every call.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ACCESS_MESSAGES, ADMIN_AREA_ROLE, ADMIN_SHARED_AREAS, adminAccess, isAdmin, type AccessDenial } from '../../shared/roles';
import type { HttpClient } from './http';
import { decodeToken, isExpired, type Session } from './session';

export const NOT_STAFF_MESSAGE = 'Su usuario no tiene acceso al área de administración';
export const SESSION_ENDED_MESSAGE = 'Su sesión ha finalizado, por favor ingrese nuevamente';

/** The admin area of a resource name: its first path segment ('tarjeta/saldo' -> 'tarjeta'). */
export function adminAreaOf(resource: string): string {
  return resource.split('/')[0] ?? resource;
}

/**
 * Why a user with these roles may not open a resource (optionally scoped to a zone), or null when allowed.
 * Resources outside the area table (pages of the back office itself) need only ROLE_ADMIN.
 */
export function accessDenial(roles: readonly string[] | null, resource: string, zona?: string): AccessDenial {
  const area = adminAreaOf(resource);
  if (area in ADMIN_AREA_ROLE || area in ADMIN_SHARED_AREAS) return adminAccess(roles, area, zona);
  if (!roles) return 'login';
  return isAdmin(roles) ? null : 'area';
}

/** The message of the 'Área restringida' alert for a denial. */
export function accessDeniedMessage(denial: AccessDenial): string {
  return denial === 'zona' ? ACCESS_MESSAGES.zona : ACCESS_MESSAGES.area;
}

interface CanAccessParams {
  resource: string;
  action: string;
  /** Zone slug for zone-scoped areas (ROLE_ZONA_<zona> also required). */
  zona?: string;
}

interface Credentials {
  username: string;
  password: string;
}

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function createAuthProvider(deps: { session: Session; http: HttpClient; base: string; now?: () => number }): AuthProvider {
  const { session, http, base } = deps;
  const now = deps.now ?? Date.now;
  const nowSeconds = () => Math.floor(now() / 1000);

  async function revoke(token: string): Promise<void> {
    await http(`${base}/usuario/logout`, { auth: false, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }

  async function currentClaims() {
    await session.freshToken();
    const claims = session.claims();
    return claims && !isExpired(claims, nowSeconds()) ? claims : null;
  }

  return {
    async login({ username, password }: Credentials) {
      let answer: { token?: unknown; refresh?: unknown };
      try {
        const { json } = await http(`${base}/login_check`, {
          method: 'POST',
          auth: false,
          body: JSON.stringify({ username: username.trim(), password }),
        });
        answer = (json ?? {}) as typeof answer;
      } catch (error) {
        throw new Error(messageOf(error, 'No fue posible iniciar sesión'));
      }
      const token = typeof answer.token === 'string' ? answer.token : null;
      const decoded = decodeToken(token);
      if (!token || !decoded) throw new Error('Respuesta de inicio de sesión inválida');
      if (!isAdmin(decoded.roles)) {
        await revoke(token);
        throw new Error(NOT_STAFF_MESSAGE);
      }
      session.save(answer);
    },

    /** Ends a staff or expired session; a live customer session belongs to the storefront and stays. */
    async logout() {
      const token = session.token();
      const claims = session.claims();
      if (claims && !isExpired(claims, nowSeconds()) && !isAdmin(claims.roles)) return;
      session.clear();
      if (token) await revoke(token);
    },

    async checkAuth() {
      // nobody logged in: straight to the login page, without an error notification
      if (!session.token()) throw { message: false };
      const claims = await currentClaims();
      if (!claims) throw new Error(SESSION_ENDED_MESSAGE);
      if (!isAdmin(claims.roles)) throw new Error(NOT_STAFF_MESSAGE);
    },

    /**
     * 401 ends the session. A refused area (403) or a record of a zone the staff member does not hold (404 worded
     * with the zone message) opens the 'Área restringida' page instead of a 'does not exist' notice.
     */
    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) throw new Error(SESSION_ENDED_MESSAGE);
      const zone = messageOf(error, '') === ACCESS_MESSAGES.zona;
      if (status === 403 || (status === 404 && zone)) {
        throw { logoutUser: false, message: false, redirectTo: zone ? '/access-denied?motivo=zona' : '/access-denied' };
      }
    },

    async getPermissions() {
      return session.claims()?.roles ?? [];
    },

    async getIdentity(): Promise<UserIdentity> {
      const claims = session.claims();
      if (!claims) throw new Error(SESSION_ENDED_MESSAGE);
      return { id: claims.uid, fullName: claims.username, email: claims.username };
    },

    async canAccess({ resource, zona }: CanAccessParams) {
      return accessDenial(session.claims()?.roles ?? null, resource, zona) === null;
    },
  };
}
