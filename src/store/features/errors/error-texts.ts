/** Titles and texts of the error page (spec section 2: codes 400, 403, 404, 408, 500). */
import { errorPageCode } from '../../lib/http-errors';

export interface ErrorText {
  codigo: number;
  titulo: string;
  texto: string;
}

const TEXTS: Record<number, Omit<ErrorText, 'codigo'>> = {
  400: { titulo: 'Solicitud incorrecta', texto: 'La información enviada no es válida. Revise los datos e intente nuevamente.' },
  403: { titulo: 'Acceso restringido', texto: 'No tiene los permisos necesarios para ver esta página.' },
  404: { titulo: 'Página no encontrada', texto: 'La página que busca no existe o fue movida.' },
  408: {
    titulo: 'Tiempo de espera agotado',
    texto: 'El servidor tardó demasiado en responder. Verifique su conexión e intente nuevamente.',
  },
  500: { titulo: 'Error del servidor', texto: 'Tuvimos un problema de nuestro lado. Intente nuevamente en unos minutos.' },
};

/** A missing or unreadable code shows the 404 page. */
export function errorText(codigo: string | null): ErrorText {
  const n = Number(codigo);
  const code = codigo && Number.isInteger(n) && n >= 400 && n < 600 ? errorPageCode(n) : 404;
  return { codigo: code, ...TEXTS[code]! };
}
