/**
 * CSV of the filtered product list (csv-stringify), read in keyset batches by id and written as it goes.
 * Spanish headers, a BOM so spreadsheets read the accents, and every cell a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) prefixed with an apostrophe so it stays text.
 */
import { stringify } from 'csv-stringify/sync';
import { PRODUCTO_EXPORT_MAX, type ProductoFiltro } from '../../shared/contracts/admin-products';
import { Estatus } from '../../shared/enums';
import type { Db } from '../db/client';
import { productBatch } from './product-admin-queries';

const BATCH = 2_000;

export const PRODUCTO_CSV_HEADERS = [
  'ID',
  'Código',
  'Nombre',
  'Slug',
  'Marca',
  'Categoría',
  'Subcategoría',
  'Impuesto (%)',
  'Estatus',
  'Etiquetas',
  'Existencia',
  'En oferta',
  'Imagen',
  'Descripción',
] as const;

/** A spreadsheet must never evaluate a cell: formula starters become text. */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const csv = (rows: (string | number)[][]) =>
  stringify(
    rows.map((r) => r.map((c) => neutralizeFormula(String(c)))),
    { record_delimiter: 'windows', quoted_match: /[";\n\r]/ },
  );

export function productExportFileName(now = new Date()): string {
  return `productos-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The CSV in chunks; the first holds the header and the first batch, so the filter's query runs before
 * any byte is sent (a failure is still a JSON error).
 */
export async function* exportProductsCsv(db: Db, filter: ProductoFiltro): AsyncGenerator<string> {
  let chunk = `\uFEFF${csv([[...PRODUCTO_CSV_HEADERS]])}`;
  let written = 0;
  let after = 0;
  while (written < PRODUCTO_EXPORT_MAX) {
    const rows = await productBatch(db, filter, after, Math.min(BATCH, PRODUCTO_EXPORT_MAX - written));
    if (rows.length) {
      chunk += csv(
        rows.map((r) => [
          r.id,
          r.codigo,
          r.nombre,
          r.slug,
          r.marca ?? '',
          r.padreNombre ?? r.categoriaNombre,
          r.padreNombre ? r.categoriaNombre : '',
          r.impuesto,
          r.estatus === Estatus.ACTIVO ? 'Activo' : 'Inactivo',
          r.etiqueta.map((e) => e.nombre).join('|'),
          r.existencia,
          r.enOferta ? 'Sí' : 'No',
          r.principalImagen ? 'Sí' : 'No',
          r.descripcion,
        ]),
      );
    }
    if (chunk) yield chunk;
    chunk = '';
    written += rows.length;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
