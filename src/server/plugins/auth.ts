/**
 * Access tokens and guards. A token is a signed JWT with roles, usuarioTipo.tipo, uid and exp; guards
 * re-read the user (status, plan, roles) from the database so a block or a removed role takes effect
 * at once, whatever the token says.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { UsuarioEstatus } from '../../shared/enums';
import { ACCESS_MESSAGES, adminAccess, ROLE_USUARIO } from '../../shared/roles';
import { loadPrincipal, type Principal } from '../auth/principal';
import { AppError, forbidden, unauthorized } from '../errors';

export interface TokenClaims {
  uid: string;
  username: string;
  roles: string[];
  usuarioTipo: { tipo: string };
  iat: number;
  exp: number;
}

export const STATUS_MESSAGES: Record<number, string> = {
  [UsuarioEstatus.BLOQUEADO]: 'Su usuario se encuentra Bloqueado. Por favor comuníquese con Atención al cliente',
  [UsuarioEstatus.INACTIVO]: 'Su usuario se encuentra Inactivo. Por favor comuníquese con Atención al cliente',
  [UsuarioEstatus.VERIFICAR_EMAIL]: 'Debe verificar su correo electrónico antes de ingresar',
  [UsuarioEstatus.ELIMINADO]: 'Usuario no encontrado',
};

export interface AdminGuardOptions {
  /** Route parameter holding the zone slug whose ROLE_ZONA_<slug> is also required. */
  zonaParam?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims of a valid, unexpired access token; null for anything else. */
    verifyAccessToken(token: string): TokenClaims | null;
    /** Signs an access token for a user. */
    signAccessToken(p: Pick<Principal, 'uuid' | 'email' | 'roles' | 'usuarioTipo'>): { token: string; exp: number };
    /** Requires a valid token of an active user. */
    authenticate: preHandlerAsyncHookHandler;
    /** Sets request.usuario when a valid token comes, null otherwise (never refuses). */
    optionalAuth: preHandlerAsyncHookHandler;
    /** Requires ROLE_USUARIO (customer routes under /usuario). */
    requireUser: preHandlerAsyncHookHandler;
    /** Requires ROLE_ADMIN, the area role of spec section 6 and, with zonaParam, ROLE_ZONA_<zona>. */
    requireAdmin(area: string, opts?: AdminGuardOptions): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    usuario: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const t = h.slice(7).trim();
  return t.length > 0 && t.length < 4096 ? t : null;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const { jwtSecret, tokenTtl } = app.config;
    const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', expiresIn: tokenTtl * 1000 });
    const verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1000 });

    app.decorate('signAccessToken', (p: Pick<Principal, 'uuid' | 'email' | 'roles' | 'usuarioTipo'>) => {
      const token = sign({ uid: p.uuid, username: p.email, roles: p.roles, usuarioTipo: { tipo: p.usuarioTipo } });
      const { exp } = verify(token) as TokenClaims;
      return { token, exp };
    });
    app.decorate('verifyAccessToken', (token: string) => {
      try {
        return verify(token) as TokenClaims;
      } catch {
        return null;
      }
    });
    app.decorateRequest('usuario', null);

    async function principalFrom(request: FastifyRequest, required: boolean): Promise<Principal | null> {
      const token = bearer(request);
      if (!token) {
        if (required) throw unauthorized();
        return null;
      }
      const claims = app.verifyAccessToken(token);
      if (!claims) {
        if (required) throw unauthorized('Sesión expirada o inválida');
        return null;
      }
      const principal = typeof claims.uid === 'string' ? await loadPrincipal(app.db, claims.uid) : null;
      if (!principal || principal.estatus === UsuarioEstatus.ELIMINADO) {
        if (required) throw unauthorized('Sesión expirada o inválida');
        return null;
      }
      if (principal.estatus !== UsuarioEstatus.ACTIVO) {
        if (required) throw new AppError(401, STATUS_MESSAGES[principal.estatus] ?? 'Usuario inactivo');
        return null;
      }
      return principal;
    }

    const authenticate: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
      request.usuario = await principalFrom(request, true);
    };
    app.decorate('authenticate', authenticate);
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.usuario = await principalFrom(request, false);
    });
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate.call(app, request, reply);
      if (!request.usuario!.roles.includes(ROLE_USUARIO)) throw forbidden();
    });
    app.decorate('requireAdmin', (area: string, opts: AdminGuardOptions = {}) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate.call(app, request, reply);
        const params = request.params as Record<string, string> | undefined;
        const zona = opts.zonaParam ? String(params?.[opts.zonaParam] ?? '') : undefined;
        const denial = adminAccess(request.usuario!.roles, area, zona);
        if (denial === 'area') throw forbidden(ACCESS_MESSAGES.area);
        if (denial === 'zona') throw forbidden(ACCESS_MESSAGES.zona);
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
