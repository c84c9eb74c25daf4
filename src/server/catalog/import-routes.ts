/**
 * CSV import of products, stock and prices under /admin/producto/importar (ROLE_ADMIN + ROLE_PRODUCTO by
 * the admin guard; lines with stock or prices also need ROLE_INVENTARIO and the line's ROLE_ZONA_<zona>):
 * - GET  /admin/producto/importar/plantilla  -> CSV template (header + 2 example lines)
 * - GET  /admin/producto/importar/exportar   -> every product in the import format (round trip)
 * - POST /admin/producto/importar?modo=prueba|aplicar  multipart field `archivo` (header X-Upload)
 *        -> report; `aplicar` writes all lines in one transaction, or nothing (422 with the report).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ImportModoSchema, ImportReporteSchema, IMPORT_MENSAJES as M } from '../../shared/contracts/admin-import';
import { sendCsv } from '../csv-reply';
import { AppError, badRequest, errorBodySchema } from '../errors';
import { UPLOAD_HEADER } from '../plugins/uploads';
import { staffZones } from '../zones/service';
import { checkImport } from './import-check';
import { exportImportCsv, importTemplate, templateExample } from './import-export';
import { applyImport } from './import-service';

export const IMPORT_FIELD = 'archivo';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };
const base = { tags: ['admin-producto'], security: [{ bearerAuth: [] }] };
const csvResponse = Type.Unsafe<Readable | string>({ type: 'string', description: 'text/csv; charset=utf-8' });

const tooLarge = () => new AppError(413, M.muyGrande, { [IMPORT_FIELD]: M.muyGrande });

/** The one CSV file of the request (field `archivo`): 400 when absent, 413 above 5 MB. */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.headers[UPLOAD_HEADER]) throw badRequest('Falta el encabezado X-Upload de la carga del archivo');
  if (!request.isMultipart()) throw badRequest('El archivo debe enviarse como multipart/form-data', { [IMPORT_FIELD]: M.sinArchivo });
  try {
    const file = await request.file();
    if (!file || file.fieldname !== IMPORT_FIELD) throw badRequest(M.sinArchivo, { [IMPORT_FIELD]: 'Este campo es obligatorio' });
    const buffer = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return buffer;
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badRequest('No se pudo leer el archivo enviado', { [IMPORT_FIELD]: 'Carga incompleta o inválida' });
  }
}

const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const caller = async (request: FastifyRequest) => ({ zonas: await staffZones(db, request.usuario!.roles), roles: request.usuario!.roles });

  app.get(
    '/admin/producto/importar/plantilla',
    { schema: { ...base, summary: 'Plantilla CSV de la importación (encabezados y 2 filas de ejemplo)', produces: ['text/csv'], response: { 200: csvResponse, ...errors } } },
    async (request, reply) => {
      const { zonas } = await caller(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="plantilla-productos.csv"')
        .header('Cache-Control', 'no-store')
        .send(importTemplate(await templateExample(db, zonas)));
    },
  );

  app.get(
    '/admin/producto/importar/exportar',
    {
      schema: {
        ...base,
        summary: 'Todos los productos con su existencia y precios en las zonas del usuario, en el formato de la importación',
        produces: ['text/csv'],
        response: { 200: csvResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { zonas } = await caller(request);
      const rows = exportImportCsv(db, zonas);
      return sendCsv(reply, `productos-importacion-${new Date().toISOString().slice(0, 10)}.csv`, rows);
    },
  );

  app.post(
    '/admin/producto/importar',
    {
      schema: {
        ...base,
        summary: 'Importa productos, existencias y precios desde un CSV: modo=prueba valida sin escribir; modo=aplicar escribe todo en una transacción',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ modo: ImportModoSchema }, { additionalProperties: false }),
        response: { 200: ImportReporteSchema, 422: ImportReporteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const buffer = await readCsvFile(request);
      const who = await caller(request);
      if (request.query.modo === 'prueba') return checkImport(db, who, buffer);
      const { status, reporte } = await applyImport(db, who, buffer);
      return reply.code(status).send(reporte);
    },
  );
};

export default importRoutes;
