/** Back-office coupon API under /admin/cupon (ROLE_ADMIN + ROLE_CUPON; rows limited to the caller's zones). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CUPON_ORDENABLES,
  CuponBodySchema,
  CuponEstatusBodySchema,
  CuponFilaSchema,
  CuponFiltroSchema,
  CuponFormEditarSchema,
  CuponFormRegistrarSchema,
} from '../../shared/contracts/admin-coupons';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema, forbidden } from '../errors';
import { contentRange, ListQuerySchema, parseListQuery } from '../list-query';
import { getZone } from '../zones/service';
import {
  couponCreateForm,
  couponEditForm,
  couponZones,
  createCoupon,
  getCouponAdmin,
  isCouponNameAvailable,
  listCouponsAdmin,
  setCouponStatus,
  updateCoupon,
} from './admin-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-cupon'], security: [{ bearerAuth: [] }] };

const adminCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const roles = (request: FastifyRequest) => request.usuario!.roles;
  const zonas = async (request: FastifyRequest) => (await couponZones(db, roles(request))).map((z) => z.id);
  auditHistoryRoute(app, {
    path: '/admin/cupon/:id',
    recurso: 'cupon',
    assertVisible: async (d, id, request) => void (await getCouponAdmin(d, await zonas(request), id)),
  });

  app.get(
    '/admin/cupon',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de cupones de las zonas del usuario (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(CuponFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: CuponFiltroSchema, sortable: CUPON_ORDENABLES, defaultSort: 'id' });
      const { rows, total } = await listCouponsAdmin(db, await zonas(request), query);
      reply.header('Content-Range', contentRange('cupon', query.offset, rows.length, total));
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows;
    },
  );

  app.get(
    '/admin/cupon/formregistrar',
    {
      schema: { ...base, summary: 'Zonas disponibles y valores por defecto de un cupón nuevo', response: { 200: CuponFormRegistrarSchema, ...errors } },
    },
    (request) => couponCreateForm(db, roles(request)),
  );

  app.get(
    '/admin/cupon/:id/formeditar',
    { schema: { ...base, summary: 'Datos del formulario de edición', params: IdParams, response: { 200: CuponFormEditarSchema, ...errors } } },
    (request) => couponEditForm(db, roles(request), request.params.id),
  );

  app.get(
    '/admin/cupon/:id',
    { schema: { ...base, summary: 'Un cupón', params: IdParams, response: { 200: CuponFilaSchema, ...errors } } },
    async (request) => getCouponAdmin(db, await zonas(request), request.params.id),
  );

  const nombre = Type.String({ minLength: 1, maxLength: 80 });
  const zona = Type.String({ minLength: 1, maxLength: 60 });
  for (const url of ['/admin/cupon/nombre/:nombre/zona/:zona', '/admin/cupon/nombre/:nombre/zona/:zona/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un nombre en una zona (id o slug); id: el cupón en edición',
          params: url.endsWith(':id') ? Type.Object({ nombre, zona, id: Id }) : Type.Object({ nombre, zona }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => {
        const z = await getZone(db, request.params.zona);
        if (!(await zonas(request)).includes(z.id)) throw forbidden(ACCESS_MESSAGES.zona);
        return { disponible: await isCouponNameAvailable(db, z.id, request.params.nombre, (request.params as { id?: number }).id) };
      },
    );
  }

  app.post(
    '/admin/cupon',
    { schema: { ...base, summary: 'Registrar un cupón', body: CuponBodySchema, response: { 201: CuponFilaSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createCoupon(db, await zonas(request), request.body)),
  );

  app.put(
    '/admin/cupon/:id',
    {
      schema: { ...base, summary: 'Editar un cupón', params: IdParams, body: CuponBodySchema, response: { 200: CuponFilaSchema, ...writeErrors } },
    },
    async (request) => updateCoupon(db, await zonas(request), request.params.id, request.body),
  );

  app.put(
    '/admin/cupon/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Cambiar el estatus (sin estatus en el cuerpo, alterna activo/inactivo)',
        params: IdParams,
        body: CuponEstatusBodySchema,
        response: { 200: CuponFilaSchema, ...writeErrors },
      },
    },
    async (request) => setCouponStatus(db, await zonas(request), request.params.id, request.body.estatus),
  );
};

export default adminCouponRoutes;
