/**
 * CSV import of products, stock and prices (POST /admin/producto/importar?modo=prueba|aplicar, multipart
 * field `archivo`) and its template / export in the same format (GET /admin/producto/importar/plantilla,
 * GET /admin/producto/importar/exportar).
 *
 * One line = one product, optionally at one branch (zona + sucursal) with its stock and the prices of the
 * three plans. A product stocked at several branches takes several lines with the same code; their product
 * columns must agree. The same code twice at the same branch (or twice without a branch) is a duplicate.
 */
import { Type, type Static } from 'typebox';

export const IMPORT_PLANES = ['normal', 'prime', 'mayorista'] as const;
export const IMPORT_PLAN_CAMPOS = ['precio', 'oferta', 'minimo', 'maximo', 'grupo', 'unidad'] as const;

/** The columns, in order (the template and the export write them so; the import requires each one). */
export const IMPORT_COLUMNAS = [
  'codigo',
  'nombre',
  'categoria',
  'etiquetas',
  'impuesto',
  'marca',
  'descripcion',
  'estatus',
  'zona',
  'sucursal',
  'existencia',
  ...IMPORT_PLANES.flatMap((plan) => IMPORT_PLAN_CAMPOS.map((campo) => `${plan}_${campo}`)),
] as const;

/** Largest file: rows (besides the header) and bytes. */
export const IMPORT_MAX_FILAS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Largest number of bad rows listed in a report (the count is always exact). */
export const IMPORT_MAX_ERRORES = 1_000;

export const ImportModoSchema = Type.Union([Type.Literal('prueba'), Type.Literal('aplicar')]);
export type ImportModo = Static<typeof ImportModoSchema>;

export const ImportErrorSchema = Type.Object({
  /** Line of the file (the header is line 1). */
  linea: Type.Integer(),
  /** Column named by the header, or '' for the whole line. */
  columna: Type.String(),
  mensaje: Type.String(),
});
export type ImportError = Static<typeof ImportErrorSchema>;

export const ImportReporteSchema = Type.Object({
  modo: ImportModoSchema,
  /** Data lines read. */
  filas: Type.Integer(),
  /** Lines without errors. */
  validas: Type.Integer(),
  /** Lines with at least one error. */
  filasConErrores: Type.Integer(),
  errores: Type.Array(ImportErrorSchema),
  aplicado: Type.Boolean(),
  productosCreados: Type.Integer(),
  productosActualizados: Type.Integer(),
  inventariosCreados: Type.Integer(),
  inventariosActualizados: Type.Integer(),
  /** Present when the apply was refused (422). */
  codigo: Type.Optional(Type.Integer()),
  mensaje: Type.Optional(Type.String()),
});
export type ImportReporte = Static<typeof ImportReporteSchema>;

export const IMPORT_MENSAJES = {
  zona: 'No tiene los permisos de la Zona necesaria para esta área',
  inventario: 'Para importar existencias y precios necesita el permiso de Inventario',
  codificacion: 'El archivo no está codificado en UTF-8: guárdelo como "CSV UTF-8" e intente de nuevo',
  vacio: 'El archivo está vacío: debe tener la fila de encabezados y al menos una fila de datos',
  muyGrande: 'El archivo supera el tamaño máximo de 5 MB: divídalo en varios archivos',
  muchasFilas: `El archivo supera el máximo de ${IMPORT_MAX_FILAS.toLocaleString('es-VE')} filas por importación: divídalo en varios archivos`,
  sinArchivo: 'Debe adjuntar el archivo CSV en el campo archivo',
  conErrores: 'El archivo tiene filas con errores: no se aplicó ningún cambio',
} as const;
