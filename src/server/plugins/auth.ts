/**
 * Access tokens and guards. A token is a signed JWT with roles, usuarioTipo.tipo, uid, iat and exp; guards
 * re-read the user (status, plan, roles) from the database so a block or a removed role takes effect
 * at once, whatever the token says, and refuse a token issued before the user's last security event
 * (auth/revocation.ts) or lacking exp.
 */
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { UsuarioEstatus } from '../../shared/enums';
import { ROLE_USUARIO } from '../../shared/roles';
import { loadPrincipal, type Principal } from '../auth/principal';
import { firstValidIat, revokedToken } from '../auth/revocation';
import { AppError, forbidden, unauthorized } from '../errors';

export interface TokenClaims {
  uid: string;
  username: string;
  roles: string[];
  usuarioTipo: { tipo: string };
  iat: number;
  exp: number;
}

export type TokenSubject = Pick<Principal, 'uuid' | 'email' | 'roles' | 'usuarioTipo'> & { tokensDesde?: Date | null };

export const STATUS_MESSAGES: Record<number, string> = {
  [UsuarioEstatus.BLOQUEADO]: 'Su usuario se encuentra Bloqueado. Por favor comuníquese con Atención al cliente',
  [UsuarioEstatus.INACTIVO]: 'Su usuario se encuentra Inactivo. Por favor comuníquese con Atención al cliente',
  [UsuarioEstatus.VERIFICAR_EMAIL]: 'Debe verificar su correo electrónico antes de ingresar',
  [UsuarioEstatus.ELIMINADO]: 'Usuario no encontrado',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The claims of a valid, unexpired access token; null for anything else. */
    verifyAccessToken(token: string): TokenClaims | null;
    /** Signs an access token for a user (issued no earlier than the second after its last security event). */
    signAccessToken(p: TokenSubject): { token: string; exp: number };
    /** Requires a valid token of an active user. */
    authenticate: preHandlerAsyncHookHandler;
    /** Sets request.usuario when a valid token comes, null otherwise (never refuses). */
    optionalAuth: preHandlerAsyncHookHandler;
    /** Requires ROLE_USUARIO (customer routes under /usuario). */
    requireUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    usuario: Principal | null;
  }
}

/** A 401 for a user whose status forbids the request (blocked, inactive...): the body carries `estatus`. */
export class StatusError extends AppError {
  constructor(readonly estatus: number) {
    super(401, STATUS_MESSAGES[estatus] ?? 'Usuario inactivo');
  }

  override toBody() {
    return { ...super.toBody(), estatus: this.estatus };
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
    const verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1000, requiredClaims: ['uid', 'iat', 'exp'] });

    app.decorate('signAccessToken', (p: TokenSubject) => {
      const iat = Math.max(Math.floor(Date.now() / 1000), firstValidIat(p.tokensDesde ?? null));
      const token = sign({ uid: p.uuid, username: p.email, roles: p.roles, usuarioTipo: { tipo: p.usuarioTipo }, iat });
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
      if (!principal || principal.estatus === UsuarioEstatus.ELIMINADO || revokedToken(claims.iat, principal.tokensDesde)) {
        if (required) throw unauthorized('Sesión expirada o inválida');
        return null;
      }
      if (principal.estatus !== UsuarioEstatus.ACTIVO) {
        // the body names the status: the storefront shows the blocked/inactive alert instead of the login page
        if (required) throw new StatusError(principal.estatus);
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
  },
  { name: 'auth', dependencies: ['db'] },
);
