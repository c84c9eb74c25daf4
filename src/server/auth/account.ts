/**
 * Account lifecycle by e-mail: registration with verification, resending it, password recovery and
 * reset. Answers that could reveal whether an e-mail exists are the same either way, and mail is sent
 * in the background so timing does not tell either.
 */
import { eq } from 'drizzle-orm';
import { normalizeEmail, passwordProblem, type RegisterBody } from '../../shared/contracts/auth';
import { UsuarioEstatus } from '../../shared/enums';
import { parsePhone, TELEFONO_INVALIDO } from '../../shared/phone';
import { badRequest, conflict } from '../errors';
import type { OutgoingMail } from '../plugins/mail';
import { recoveryMail, verificationMail } from './mail-templates';
import { hashPassword } from './passwords';
import { revokeSessions } from './revocation';
import type { AuthDeps } from './service';
import { usuario } from './tables';
import { consumeUserToken, issueUserToken, spendUserTokens } from './user-tokens';
import { isUniqueViolation } from '../db/errors';
import { createUser, findUserByEmail } from './users';
import { checkReferralCode, recordReferral } from '../referrals/service';

export const VERIFICATION_HOURS = 48;
export const RECOVERY_MINUTES = 60;
const EMAIL_TAKEN = { email: 'Ya existe una cuenta con este correo electrónico' };

function checkPassword(clave: string): void {
  const problem = passwordProblem(clave);
  if (problem) throw badRequest('Los datos enviados no son válidos', { clave: problem });
}

export function createAccountService(deps: AuthDeps) {
  const { db, config } = deps;

  function deliver(mail: OutgoingMail): void {
    deps.mailer.send(mail).catch((err: unknown) => deps.log.error({ err, to: mail.to }, 'no se pudo enviar el correo'));
  }

  async function sendVerification(usuarioId: number, email: string, nombre: string): Promise<void> {
    const token = await issueUserToken(db, usuarioId, 'verificacion', VERIFICATION_HOURS * 3600_000);
    const link = `${config.publicUrl}/auth/verificar-cuenta?token=${token}`;
    deliver({ to: email, ...verificationMail(nombre, link, VERIFICATION_HOURS) });
  }

  return {
    /** `dispositivo`: the browser's device cookie, for the referral ring checks. */
    async register(body: RegisterBody, dispositivo: string | null = null): Promise<void> {
      checkPassword(body.clave);
      const blank = (['nombre', 'apellido'] as const).filter((f) => body[f].trim() === '');
      if (blank.length) throw badRequest('Los datos enviados no son válidos', Object.fromEntries(blank.map((f) => [f, 'Este campo es obligatorio'])));
      const telefono = body.telefono === null || body.telefono.trim() === '' ? null : parsePhone(body.telefono);
      if (body.telefono !== null && body.telefono.trim() !== '' && !telefono)
        throw badRequest('Los datos enviados no son válidos', { telefono: TELEFONO_INVALIDO });
      if (await findUserByEmail(db, body.email)) throw conflict('El correo electrónico ya está registrado', EMAIL_TAKEN);
      const { codigoReferido, ...user } = body;
      const referral = codigoReferido?.trim()
        ? await checkReferralCode(db, { codigo: codigoReferido, documento: body.documento, telefono, dispositivo })
        : null;
      let created: { id: number; uuid: string };
      try {
        created = await db.transaction(async (tx) => {
          const u = await createUser(tx, { ...user, telefono });
          if (referral) await recordReferral(tx, { ...referral, referidoId: u.id, dispositivo });
          return u;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('El correo electrónico ya está registrado', EMAIL_TAKEN);
        throw err;
      }
      await sendVerification(created.id, normalizeEmail(body.email), body.nombre.trim());
    },

    async verifyAccount(token: string): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const usuarioId = await consumeUserToken(tx, 'verificacion', token);
        if (usuarioId === null) return false;
        const [u] = await tx.select({ estatus: usuario.estatus }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
        if (u?.estatus === UsuarioEstatus.VERIFICAR_EMAIL) {
          const now = new Date();
          await tx.update(usuario).set({ estatus: UsuarioEstatus.ACTIVO, verificadoEn: now, actualizadoEn: now }).where(eq(usuario.id, usuarioId));
        }
        return true;
      });
      if (!done) throw badRequest('El enlace de verificación no es válido o ha expirado', { token: 'Enlace inválido o expirado' });
    },

    async resendVerification(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (user?.estatus === UsuarioEstatus.VERIFICAR_EMAIL) await sendVerification(user.id, user.email, user.nombre);
    },

    async requestRecovery(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || user.estatus === UsuarioEstatus.ELIMINADO) return;
      const token = await issueUserToken(db, user.id, 'recuperacion', RECOVERY_MINUTES * 60_000);
      const link = `${config.publicUrl}/auth/recuperar-clave?token=${token}`;
      deliver({ to: user.email, ...recoveryMail(user.nombre, link, RECOVERY_MINUTES) });
    },

    /** Sets a new password from a recovery link and ends every session of the user. */
    async resetPassword(token: string, clave: string): Promise<void> {
      checkPassword(clave);
      const hashed = await hashPassword(clave);
      const done = await db.transaction(async (tx) => {
        const usuarioId = await consumeUserToken(tx, 'recuperacion', token);
        if (usuarioId === null) return false;
        const [u] = await tx.select({ estatus: usuario.estatus }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
        const now = new Date();
        // the recovery link proves the mailbox, so an unverified account becomes verified too
        const verified = u?.estatus === UsuarioEstatus.VERIFICAR_EMAIL ? { estatus: UsuarioEstatus.ACTIVO, verificadoEn: now } : {};
        await tx.update(usuario).set({ clave: hashed, actualizadoEn: now, ...verified }).where(eq(usuario.id, usuarioId));
        await spendUserTokens(tx, usuarioId, 'recuperacion');
        await revokeSessions(tx, usuarioId, now);
        return true;
      });
      if (!done) throw badRequest('El enlace de recuperación no es válido o ha expirado', { token: 'Enlace inválido o expirado' });
    },
  };
}
