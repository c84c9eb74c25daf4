/**
 * CSV of the purchase report: every customer of the filter, written batch by batch as it is read (see
 * purchaseReportBatches), so its size is bounded by nothing but the data. Spanish headers, a BOM, dates in
 * America/Caracas, formula-looking cells quoted as text (csvCell of the order export).
 */
import type { CompraUsuarioFiltro } from '../../shared/contracts/admin-reports';
import { TIMEZONE } from '../../shared/enums';
import type { Db } from '../db/client';
import { csvCell } from '../orders/admin-export';
import type { StaffZones } from '../zones/service';
import { purchaseReportBatches } from './purchase-service';
import { today } from './range';

const HEADERS = [
  'Cliente',
  'Nombre',
  'Correo',
  'Plan',
  'Pedidos',
  'Unidades',
  'Total (USD)',
  'Total (Bs)',
  'Ticket promedio (USD)',
  'Ticket promedio (Bs)',
  'Primera compra',
  'Última compra',
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

const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function purchaseExportName(): string {
  return `compras-por-cliente-${today()}.csv`;
}

/** The CSV in chunks; the first holds the header and the first batch, so a bad filter fails before any byte. */
export async function* exportPurchasesCsv(db: Db, zonas: StaffZones, filter: CompraUsuarioFiltro): AsyncGenerator<string> {
  let chunk = `\uFEFF${csvLine(HEADERS)}`;
  for await (const rows of purchaseReportBatches(db, zonas, filter)) {
    for (const r of rows) {
      chunk += csvLine([
        r.id,
        r.nombre,
        r.email,
        r.plan,
        r.ordenes,
        r.unidades,
        r.totalUsd,
        r.totalBs,
        r.ticketPromedioUsd,
        r.ticketPromedioBs,
        dateTime.format(new Date(r.primeraCompra)),
        dateTime.format(new Date(r.ultimaCompra)),
      ]);
    }
    yield chunk;
    chunk = '';
  }
  if (chunk) yield chunk;
}
