/** Back-office settings under /admin/config (ROLE_ADMIN + ROLE_CONFIG, checked by the admin guard). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfigDataSchema,
  CostoEmpaquetadoBodySchema,
  IconoCategoriaBodySchema,
  MinimoCompraBodySchema,
  TasaBodySchema,
} from '../../shared/contracts/admin-config';
import { errorBodySchema } from '../errors';
import { configData, setRate, setSetting } from './admin-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...errors, 422: errorBodySchema };
const base = { tags: ['admin-config'], security: [{ bearerAuth: [] }] };

const adminConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  app.get(
    '/admin/config/configdata',
    { schema: { ...base, summary: 'Tasa, monedas, ajustes del negocio e historial de la tasa', response: { 200: ConfigDataSchema, ...errors } } },
    () => configData(db),
  );

  app.put(
    '/admin/config/tasa/editar',
    {
      schema: {
        ...base,
        summary: 'Cambiar la tasa del bolívar (se guarda en el historial y se aplica de inmediato)',
        body: TasaBodySchema,
        response: { 200: ConfigDataSchema, ...writeErrors },
      },
    },
    (request) => setRate(db, request.body.tasa),
  );

  app.put(
    '/admin/config/minimocompra/editar',
    { schema: { ...base, summary: 'Cambiar el monto mínimo de compra ($)', body: MinimoCompraBodySchema, response: { 200: ConfigDataSchema, ...writeErrors } } },
    (request) => setSetting(db, 'minimoCompra', request.body.minimoCompra),
  );

  app.put(
    '/admin/config/costoempaquetado/editar',
    {
      schema: { ...base, summary: 'Cambiar el costo de empaquetado ($)', body: CostoEmpaquetadoBodySchema, response: { 200: ConfigDataSchema, ...writeErrors } },
    },
    (request) => setSetting(db, 'costoempaquetado', request.body.costoempaquetado),
  );

  app.put(
    '/admin/config/iconocategoria/editar',
    {
      schema: {
        ...base,
        summary: 'Cambiar el ícono del botón de categorías de la tienda',
        body: IconoCategoriaBodySchema,
        response: { 200: ConfigDataSchema, ...writeErrors },
      },
    },
    (request) => setSetting(db, 'iconoCategoria', request.body.iconoCategoria),
  );
};

export default adminConfigRoutes;
