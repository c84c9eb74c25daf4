/** The gift-card e-mail: the code goes to the recipient here and nowhere else (never logged). */
import { formatAmount } from '../../shared/money';

const STORE = 'Mercado en Zonas';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function giftCardMail(p: { nombre: string; de: string; monto: string; mensaje: string; codigo: string; publicUrl?: string }) {
  const subject = `Le regalaron una tarjeta de saldo de $${formatAmount(p.monto)} - ${STORE}`;
  const saludo = p.nombre ? `Hola ${p.nombre},` : 'Hola,';
  const lines = [
    `${p.de || 'Un cliente'} le regaló una tarjeta de saldo TZM por $${formatAmount(p.monto)}.`,
    ...(p.mensaje ? [`Mensaje: «${p.mensaje}»`] : []),
    `Su código de regalo: ${p.codigo}`,
    'Para usarlo, inicie sesión, abra "Tarjeta y saldo" (/tarjeta-saldo) e ingrese el código. Puede usarse una sola vez.',
  ];
  const text = [saludo, '', ...lines, '', STORE].join('\n');
  const html = [`<p>${escapeHtml(saludo)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p>${STORE}</p>`].join('\n');
  return { subject, text, html };
}
