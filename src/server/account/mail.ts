/** E-mails of the account pages: confirming a new address, and telling the old one about it. */
import type { MailContent } from '../auth/mail-templates';

const STORE = 'Mercado en Zonas';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function emailChangeMail(nombre: string, link: string, validHours: number): MailContent {
  const lines = [
    `Hola ${nombre},`,
    '',
    'Recibimos una solicitud para usar este correo electrónico en su cuenta.',
    `Para confirmarlo abra el siguiente enlace (válido por ${validHours} horas) con su sesión iniciada:`,
    '',
    `Confirmar mi nuevo correo: ${link}`,
    '',
    'Si usted no lo solicitó, ignore este mensaje.',
    '',
    STORE,
  ];
  const html = [
    `<p>Hola ${escapeHtml(nombre)},</p>`,
    '<p>Recibimos una solicitud para usar este correo electrónico en su cuenta.</p>',
    `<p>Para confirmarlo abra el siguiente enlace (válido por ${validHours} horas) con su sesión iniciada:</p>`,
    `<p><a href="${escapeHtml(link)}">Confirmar mi nuevo correo</a></p>`,
    `<p>Si el botón no funciona, copie este enlace en su navegador:<br>${escapeHtml(link)}</p>`,
    '<p>Si usted no lo solicitó, ignore este mensaje.</p>',
    `<p>${STORE}</p>`,
  ].join('\n');
  return { subject: `Confirme su nuevo correo electrónico - ${STORE}`, text: lines.join('\n'), html };
}
