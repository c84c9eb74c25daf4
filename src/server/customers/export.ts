/**
 * CSV of the filtered customer list, read in keyset batches (newest first) and written as it goes. Spanish
 * headers, dates in America/Caracas, a BOM for spreadsheets; formula-like cells are quoted as text.
 */
import { and, desc, lt } from 'drizzle-orm';
import { CLIENTE_EXPORT_MAX, type ClienteFiltro } from '../../shared/contracts/admin-customers';
import { TIMEZONE, usuarioEstatusNombre, usuarioTipoEtiqueta, usuarioTipoPorId, type UsuarioEstatusId, type UsuarioTipoId } from '../../shared/enums';
import { usuario } from '../auth/tables';
import type { Db } from '../db/client';
import { csvCell } from '../orders/admin-export';
import { customerConditions, filaColumns, toFila, zoneNames, type RawFila } from './search';

const BATCH = 2_000;
const HEADERS = ['ID', 'Nombre', 'Apellido', 'Correo', 'Teléfono', 'Documento', 'Plan', 'Estatus', 'Zona del último pedido', 'Registrado', 'Último acceso'];

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function customersFileName(now = new Date()): string {
  return `clientes-${dateTime.format(now).slice(0, 10)}.csv`;
}

/** Header, then up to CLIENTE_EXPORT_MAX rows; the first chunk runs the filter checks before any byte is sent. */
export async function* exportCustomersCsv(db: Db, filter: ClienteFiltro): AsyncGenerator<string> {
  const where = customerConditions(filter);
  const names = await zoneNames(db);
  let chunk = `\uFEFF${csvLine(HEADERS)}`;
  let written = 0;
  let before: number | null = null;
  while (written < CLIENTE_EXPORT_MAX) {
    const rows = await db
      .select(filaColumns)
      .from(usuario)
      .where(and(where, before === null ? undefined : lt(usuario.id, before)))
      .orderBy(desc(usuario.id))
      .limit(Math.min(BATCH, CLIENTE_EXPORT_MAX - written));
    for (const raw of rows) {
      const r = toFila(raw as RawFila, names);
      chunk += csvLine([
        r.id,
        r.nombre,
        r.apellido,
        r.email,
        r.telefono ?? '',
        r.documento ? `${r.tipoDocumento ?? ''}${r.documento}` : '',
        usuarioTipoEtiqueta[usuarioTipoPorId[r.usuarioTipo as UsuarioTipoId] ?? 'normal'],
        usuarioEstatusNombre[r.estatus as UsuarioEstatusId] ?? r.estatus,
        r.ultimaZonaNombre ?? '',
        dateTime.format(new Date(r.creadoEn)),
        r.ultimoAcceso ? dateTime.format(new Date(r.ultimoAcceso)) : '',
      ]);
    }
    if (chunk) yield chunk;
    chunk = '';
    written += rows.length;
    if (rows.length < BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}
