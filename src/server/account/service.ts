/**
 * The shopper's own account (Mi cuenta): profile data, e-mail change through a link sent to the new
 * address, password change, and the request to delete the account. Every change that proves identity
 * asks for the current password; e-mail and password changes end every other session.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { DOCUMENTO_INVALIDO, DOCUMENTO_PATTERN, type DeletionRequest, type ProfileBody } from '../../shared/contracts/account';
import { normalizeEmail, passwordProblem } from '../../shared/contracts/auth';
import { SolicitudBorradoEstatus, solicitudBorradoEstatusNombre, type SolicitudBorradoEstatusId } from '../../shared/enums';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../errors';
import type { Mailer } from '../plugins/mail';
import type { TokenSubject } from '../plugins/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { loadPrincipal, type Principal } from '../auth/principal';
import { issueRefreshToken, type IssuedRefresh } from '../auth/refresh-tokens';
import { revokeSessions } from '../auth/revocation';
import { usuario } from '../auth/tables';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import { emailChangeMail } from './mail';
import { cambioCorreo, solicitudBorrado } from './tables';

export const EMAIL_CHANGE_HOURS = 24;
const INVALID = 'Los datos enviados no son válidos';
export const CLAVE_INCORRECTA = 'La clave actual no es correcta';
const EMAIL_TAKEN = 'Ya existe una cuenta con este correo electrónico';

export interface AccountDeps {
  db: Db;
  config: Pick<Config, 'refreshTtl' | 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  signAccessToken(p: TokenSubject): { token: string; exp: number };
  log: { error(obj: object, msg: string): void };
}

async function storedPassword(db: Db | Tx, usuarioId: number): Promise<string> {
  const [row] = await db.select({ clave: usuario.clave }).from(usuario).where(eq(usuario.id, usuarioId)).limit(1);
  if (!row) throw notFound('Usuario no encontrado');
  return row.clave;
}

/** 400 with a field error on `field` when the password is not the caller's current one. */
export async function assertCurrentPassword(db: Db | Tx, usuarioId: number, clave: string, field = 'clave'): Promise<void> {
  if (!(await verifyPassword(await storedPassword(db, usuarioId), clave))) throw badRequest(CLAVE_INCORRECTA, { [field]: CLAVE_INCORRECTA });
}

function toDeletionRequest(r: typeof solicitudBorrado.$inferSelect): DeletionRequest {
  return {
    id: r.id,
    motivo: r.motivo,
    estatus: r.estatus,
    estatusNombre: solicitudBorradoEstatusNombre[r.estatus as SolicitudBorradoEstatusId] ?? '',
    nota: r.nota,
    creadoEn: r.creadoEn.toISOString(),
    resueltoEn: r.resueltoEn?.toISOString() ?? null,
  };
}

export function createAccountPagesService(deps: AccountDeps) {
  const { db, config } = deps;

  /** A fresh session for the device that made a security change (the others were revoked). */
  async function newSession(caller: Principal): Promise<{ token: string; refresh: IssuedRefresh }> {
    const principal = await loadPrincipal(db, caller.uuid);
    if (!principal) throw notFound('Usuario no encontrado');
    const { token } = deps.signAccessToken(principal);
    const refresh = await issueRefreshToken(db, caller.id, config.refreshTtl);
    return { token, refresh };
  }

  return {
    /** Name and document; the document is V/E/J/G plus digits. */
    async updateProfile(caller: Principal, body: ProfileBody): Promise<void> {
      const errores: Record<string, string> = {};
      if (body.nombre.trim() === '') errores.nombre = 'Este campo es obligatorio';
      if (body.apellido.trim() === '') errores.apellido = 'Este campo es obligatorio';
      const documento = body.documento.trim();
      if (!new RegExp(DOCUMENTO_PATTERN).test(documento)) errores.documento = DOCUMENTO_INVALIDO;
      if (Object.keys(errores).length) throw badRequest(INVALID, errores);
      await db
        .update(usuario)
        .set({ nombre: body.nombre.trim(), apellido: body.apellido.trim(), tipoDocumento: body.tipoDocumento, documento, actualizadoEn: new Date() })
        .where(eq(usuario.id, caller.id));
    },

    /** Checks the password and the new address, then mails a confirmation link to the new address. */
    async requestEmailChange(caller: Principal, email: string, clave: string): Promise<void> {
      const nuevo = normalizeEmail(email);
      if (nuevo === normalizeEmail(caller.email)) throw badRequest(INVALID, { email: 'El nuevo correo es igual al actual' });
      await assertCurrentPassword(db, caller.id, clave);
      if (await findUserByEmail(db, nuevo)) throw conflict('El correo electrónico ya está registrado', { email: EMAIL_TAKEN });
      const { token, hash } = newOpaqueToken();
      await db.transaction(async (tx) => {
        await tx.update(cambioCorreo).set({ usadoEn: new Date() }).where(and(eq(cambioCorreo.usuarioId, caller.id), isNull(cambioCorreo.usadoEn)));
        await tx.insert(cambioCorreo).values({
          usuarioId: caller.id,
          emailNuevo: nuevo,
          tokenHash: hash,
          expiraEn: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000),
        });
      });
      const link = `${config.publicUrl}/mi-cuenta/correo?token=${token}`;
      deps.mailer
        .send({ to: nuevo, ...emailChangeMail(caller.nombre, link, EMAIL_CHANGE_HOURS) })
        .catch((err: unknown) => deps.log.error({ err, to: nuevo }, 'no se pudo enviar el correo'));
    },

    /**
     * Applies a pending change from its link; only the customer who asked can use it. Ends every other
     * session and answers a new one for this device.
     */
    async confirmEmailChange(caller: Principal, token: string): Promise<{ email: string; token: string; refresh: IssuedRefresh }> {
      const now = new Date();
      let email: string;
      try {
        email = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(cambioCorreo)
            .set({ usadoEn: now })
            .where(
              and(
                eq(cambioCorreo.tokenHash, hashToken(token)),
                eq(cambioCorreo.usuarioId, caller.id),
                isNull(cambioCorreo.usadoEn),
                gt(cambioCorreo.expiraEn, now),
              ),
            )
            .returning({ emailNuevo: cambioCorreo.emailNuevo });
          if (!row) throw badRequest('El enlace de confirmación no es válido o ha expirado', { token: 'Enlace inválido o expirado' });
          if (await findUserByEmail(tx, row.emailNuevo)) throw conflict('El correo electrónico ya está registrado', { email: EMAIL_TAKEN });
          await tx.update(usuario).set({ email: row.emailNuevo, actualizadoEn: now }).where(eq(usuario.id, caller.id));
          await revokeSessions(tx, caller.id, now);
          return row.emailNuevo;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('El correo electrónico ya está registrado', { email: EMAIL_TAKEN });
        throw err;
      }
      return { email, ...(await newSession(caller)) };
    },

    /**
     * Sets a new password, ends every session (other devices are logged out) and answers a fresh
     * session for the device that asked.
     */
    async changePassword(caller: Principal, claveActual: string, claveNueva: string): Promise<{ token: string; refresh: IssuedRefresh }> {
      const problem = passwordProblem(claveNueva);
      if (problem) throw badRequest(INVALID, { claveNueva: problem });
      if (claveActual === claveNueva) throw badRequest(INVALID, { claveNueva: 'La nueva clave debe ser distinta de la actual' });
      await assertCurrentPassword(db, caller.id, claveActual, 'claveActual');
      const hashed = await hashPassword(claveNueva);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.update(usuario).set({ clave: hashed, actualizadoEn: now }).where(eq(usuario.id, caller.id));
        await revokeSessions(tx, caller.id, now);
      });
      return newSession(caller);
    },

    async deletionStatus(caller: Principal): Promise<DeletionRequest | null> {
      const [row] = await db
        .select()
        .from(solicitudBorrado)
        .where(eq(solicitudBorrado.usuarioId, caller.id))
        .orderBy(desc(solicitudBorrado.creadoEn), desc(solicitudBorrado.id))
        .limit(1);
      return row ? toDeletionRequest(row) : null;
    },

    /** One pending request per customer; the password proves it is them. */
    async requestDeletion(caller: Principal, motivo: string, clave: string): Promise<DeletionRequest> {
      const reason = motivo.trim();
      if (reason.length < 3) throw badRequest(INVALID, { motivo: 'Indique el motivo (al menos 3 caracteres)' });
      await assertCurrentPassword(db, caller.id, clave);
      const [u] = await db.select({ nombre: usuario.nombre, apellido: usuario.apellido }).from(usuario).where(eq(usuario.id, caller.id));
      try {
        const [row] = await db
          .insert(solicitudBorrado)
          .values({
            usuarioId: caller.id,
            motivo: reason,
            clienteNombre: `${u?.nombre ?? ''} ${u?.apellido ?? ''}`.trim(),
            clienteEmail: caller.email,
            estatus: SolicitudBorradoEstatus.PENDIENTE,
          })
          .returning();
        return toDeletionRequest(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('Ya tiene una solicitud de borrado pendiente', { motivo: 'Ya tiene una solicitud de borrado pendiente' });
        throw err;
      }
    },
  };
}
