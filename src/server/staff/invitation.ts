/**
 * The invitation of a new staff member: a one-time link to set their password, the password-recovery
 * token of auth (its page /auth/recuperar-clave sets the password and activates the account), valid
 * INVITACION_HORAS hours. Issuing a new one spends the previous.
 */
import { INVITACION_HORAS } from '../../shared/contracts/admin-staff';
import { issueUserToken } from '../auth/user-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { OutgoingMail } from '../plugins/mail';

const STORE = 'Mercado en Zonas';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function invitationMail(to: string, nombre: string, link: string): OutgoingMail {
  const lines = [
    `Se creó para usted un usuario en el panel administrativo de ${STORE}.`,
    'Para activarlo, defina su clave con el siguiente enlace.',
    `El enlace es válido por ${INVITACION_HORAS} horas y solo puede usarse una vez.`,
  ];
  const action = 'Definir mi clave';
  const text = [`Hola ${nombre},`, '', ...lines, '', `${action}: ${link}`, '', 'Si no esperaba este mensaje, ignórelo.', '', STORE].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(nombre)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${action}</a></p>`,
    `<p>Si el botón no funciona, copie este enlace en su navegador:<br>${escapeHtml(link)}</p>`,
    `<p>${STORE}</p>`,
  ].join('\n');
  return { to, subject: `Invitación al panel administrativo - ${STORE}`, text, html };
}

export async function sendInvitation(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  mailer: { send(mail: OutgoingMail): Promise<void> },
  member: { id: number; email: string; nombre: string },
): Promise<void> {
  const token = await issueUserToken(db, member.id, 'recuperacion', INVITACION_HORAS * 3600_000);
  await mailer.send(invitationMail(member.email, member.nombre, `${config.publicUrl}/auth/recuperar-clave?token=${token}`));
}
