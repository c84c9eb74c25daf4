import { defaultExporter, type DataProvider, type Exporter, type FetchRelatedRecords } from 'react-admin';
import { neutralizeFormula } from '../../shared/csv';

/** A value as the CSV shows it: text neutralised, a list of records as 'a b; c d', nested records flattened by jsonexport. */
export function cell(value: unknown): unknown {
  if (typeof value === 'string') return neutralizeFormula(value);
  if (Array.isArray(value)) {
    return neutralizeFormula(value.map((x) => (x !== null && typeof x === 'object' ? Object.values(x as object).join(' ') : String(x))).join('; '));
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cell(v)]));
  return value;
}

/**
 * react-admin's CSV download of the loaded rows, safe to open in a spreadsheet: no cell runs as a formula
 * (a store named '=HYPERLINK(...)' is exported as text). Areas that shape their own rows call it with them.
 */
export function safeExport(rows: object[], fetchRelated: FetchRelatedRecords, dataProvider: DataProvider, fileName?: string): void {
  defaultExporter(
    rows.map((r) => cell(r)),
    fetchRelated,
    dataProvider,
    fileName,
  );
}

/** The exporter every AreaList uses unless the area gives its own. */
export const safeExporter: Exporter = (records, fetchRelated, dataProvider, resource) => safeExport(records, fetchRelated, dataProvider, resource);
