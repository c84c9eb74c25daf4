/**
 * CSV of the filtered order list: read in keyset batches (newest first) and written as it goes, so a large
 * export never holds all rows in memory nor one long transaction. Spanish headers, amounts with 2 decimals,
 * dates in America/Caracas, a BOM so spreadsheets read the accents; cells that a spreadsheet would run as a
 * formula are quoted as text.
 */
import { and, desc, lt, type SQL } from 'drizzle-orm';
import { ORDEN_EXPORT_MAX, type OrdenFiltro } from '../../shared/contracts/admin-orders';
import { metodoPagoNombre, ordenEstatusNombre, TIMEZONE, tipoEnvioNombre, type MetodoPagoId, type OrdenEstatusId, type TipoEnvioId } from '../../shared/enums';
import { round2, toLocal } from '../../shared/money';
import type { Db } from '../db/client';
import { listZones } from '../zones/service';
import type { StaffZones } from '../zones/service';
import { filaColumns, orderConditions } from './admin-service';
import { orden } from './tables';
import { neutralizeFormula } from '../../shared/csv';

const BATCH = 2_000;

const HEADERS = [
  'Pedido',
  'Fecha',
  'Estatus',
  'Zona',
  'Cliente',
  'Correo',
  'Documento',
  'Tipo de entrega',
  'Fecha de entrega',
  'Horario',
  'Método de pago',
  'Total (USD)',
  'Tasa',
  'Total (Bs)',
];

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function csvCell(value: string | number): string {
  const text = neutralizeFormula(String(value));
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function exportFileName(now = new Date()): string {
  return `pedidos-${dateTime.format(now).slice(0, 10)}.csv`;
}

/**
 * The CSV text in chunks: header, then up to ORDEN_EXPORT_MAX rows, newest first. The first chunk holds the
 * header and the first batch, so the filter's checks and the first query run before any byte is sent: a
 * bad filter is still a JSON error.
 */
export async function* exportOrdersCsv(db: Db, zonas: StaffZones, filter: OrdenFiltro): AsyncGenerator<string> {
  const where: SQL | undefined = orderConditions(zonas, filter);
  const names = new Map((await listZones(db)).map((z) => [z.id, z.nombre]));
  let chunk = `\uFEFF${csvLine(HEADERS)}`;
  let written = 0;
  let before: number | null = null;
  while (written < ORDEN_EXPORT_MAX) {
    const rows = await db
      .select(filaColumns)
      .from(orden)
      .where(and(where, before === null ? undefined : lt(orden.id, before)))
      .orderBy(desc(orden.id))
      .limit(Math.min(BATCH, ORDEN_EXPORT_MAX - written));
    for (const r of rows) {
      chunk += csvLine([
        r.id,
        dateTime.format(r.creadoEn),
        ordenEstatusNombre[r.estatus as OrdenEstatusId] ?? r.estatus,
        names.get(r.zonaId) ?? r.zonaId,
        r.clienteNombre,
        r.clienteEmail,
        r.clienteDocumento,
        tipoEnvioNombre[r.tipoEnvio as TipoEnvioId] ?? r.tipoEnvio,
        r.fechaEntrega,
        `${r.horaInicio.slice(0, 5)}-${r.horaFin.slice(0, 5)}`,
        metodoPagoNombre[r.metodoPago as MetodoPagoId] ?? r.metodoPago,
        round2(r.total),
        r.tasa,
        toLocal(r.total, r.tasa),
      ]);
    }
    if (chunk) yield chunk;
    chunk = '';
    written += rows.length;
    if (rows.length < BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}
