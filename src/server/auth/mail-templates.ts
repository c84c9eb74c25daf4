/** The auth e-mails: account verification and password recovery, in plain text and HTML. */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const STORE = 'Mercado en Zonas';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function compose(subject: string, nombre: string, lines: string[], action: string, link: string, closing: string): MailContent {
  const text = [`Hola ${nombre},`, '', ...lines, '', `${action}: ${link}`, '', closing, '', STORE].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(nombre)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>Si el botón no funciona, copie este enlace en su navegador:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(closing)}</p>`,
    `<p>${STORE}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export function verificationMail(nombre: string, link: string, validHours: number): MailContent {
  return compose(
    `Verifique su correo electrónico - ${STORE}`,
    nombre,
    ['Gracias por registrarse. Para activar su cuenta confirme su correo electrónico.', `El enlace es válido por ${validHours} horas.`],
    'Verificar mi cuenta',
    link,
    'Si usted no creó esta cuenta, ignore este mensaje.',
  );
}

export function recoveryMail(nombre: string, link: string, validMinutes: number): MailContent {
  return compose(
    `Recuperación de clave - ${STORE}`,
    nombre,
    ['Recibimos una solicitud para restablecer la clave de su cuenta.', `El enlace es válido por ${validMinutes} minutos y solo puede usarse una vez.`],
    'Restablecer mi clave',
    link,
    'Si usted no lo solicitó, ignore este mensaje: su clave actual seguirá funcionando.',
  );
}
