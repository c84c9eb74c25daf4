/**
 * Sessions: login with e-mail and password, refresh-token rotation, logout and whether an e-mail is
 * registered. Routes set the refresh cookie from what these return.
 */
import { and, eq, ne } from 'drizzle-orm';
import { normalizeEmail } from '../../shared/contracts/auth';
import { UsuarioEstatus } from '../../shared/enums';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError, unauthorized } from '../errors';
import type { Mailer } from '../plugins/mail';
import { STATUS_MESSAGES, type TokenSubject } from '../plugins/auth';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { loadPrincipal, type Principal } from './principal';
import { findRefreshToken, issueRefreshToken, purgeExpiredRefreshTokens, revokeFamily, rotateRefreshToken, type IssuedRefresh } from './refresh-tokens';
import { usuario } from './tables';
import { emailMatches, findUserByEmail } from './users';

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'refreshTtl' | 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  signAccessToken(p: TokenSubject): { token: string; exp: number };
  log: { error(obj: object, msg: string): void };
}

export interface Session {
  token: string;
  refresh: IssuedRefresh;
}

const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';
const SESSION_EXPIRED = 'Su sesión expiró, por favor ingrese nuevamente';

/** A 401 for a user whose status forbids entering; the body names the status. */
export class StatusRefusal extends AppError {
  constructor(readonly estatus: number) {
    super(401, STATUS_MESSAGES[estatus] ?? 'Usuario inactivo');
  }

  override toBody() {
    return { ...super.toBody(), estatus: this.estatus };
  }
}

export function createSessionService(deps: AuthDeps) {
  const { db, config } = deps;

  async function startSession(principal: Principal, familia?: string): Promise<Session> {
    const { token } = deps.signAccessToken(principal);
    const refresh = await issueRefreshToken(db, principal.id, config.refreshTtl, familia);
    return { token, refresh };
  }

  return {
    async login(username: string, password: string): Promise<Session> {
      const user = await findUserByEmail(db, normalizeEmail(username));
      if (!user) {
        await verifyAgainstDummy(password);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (!(await verifyPassword(user.clave, password))) throw unauthorized(BAD_CREDENTIALS);
      if (user.estatus !== UsuarioEstatus.ACTIVO) throw new StatusRefusal(user.estatus);
      const principal = await loadPrincipal(db, user.uuid);
      if (!principal) throw unauthorized(BAD_CREDENTIALS);
      await db.update(usuario).set({ ultimoAcceso: new Date() }).where(eq(usuario.id, user.id));
      await purgeExpiredRefreshTokens(db, user.id);
      return startSession(principal);
    },

    async refresh(presented: string | undefined): Promise<Session> {
      if (!presented || presented.length > 128) throw unauthorized(SESSION_EXPIRED);
      const rotation = await rotateRefreshToken(db, presented, config.refreshTtl);
      if (!rotation.ok) throw unauthorized(SESSION_EXPIRED);
      const principal = await loadPrincipal(db, rotation.uuid);
      if (!principal || principal.estatus !== UsuarioEstatus.ACTIVO) {
        await revokeFamily(db, rotation.familia);
        if (!principal) throw unauthorized(SESSION_EXPIRED);
        throw new StatusRefusal(principal.estatus);
      }
      const { token } = deps.signAccessToken(principal);
      return { token, refresh: rotation.next };
    },

    /** Revokes the family of the presented refresh token when it belongs to the caller. */
    async logout(caller: Principal, presented: string | undefined): Promise<void> {
      if (!presented || presented.length > 128) return;
      const row = await findRefreshToken(db, presented);
      if (row && row.usuarioId === caller.id) await revokeFamily(db, row.familia);
    },

    async isRegistered(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(emailMatches(email), ne(usuario.estatus, UsuarioEstatus.ELIMINADO)))
        .limit(1);
      return row !== undefined;
    },
  };
}
