/** Back-office staff users under /admin/usuario (ROLE_ADMIN + ROLE_USUARIO_ADMIN); see shared/contracts/admin-staff.ts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BloqueoBodySchema } from '../../shared/contracts/admin-customers';
import {
  USUARIO_ORDENABLES,
  UsuarioCrearBodySchema,
  UsuarioEditarBodySchema,
  UsuarioFilaSchema,
  UsuarioFiltroSchema,
  UsuarioFormDataSchema,
} from '../../shared/contracts/admin-staff';
import { DisponibleSchema } from '../../shared/contracts/catalog';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import {
  createStaff,
  getStaff,
  invitationTarget,
  isStaffEmailAvailable,
  listStaff,
  setStaffBlock,
  staffFormData,
  updateStaff,
} from './admin-service';
import { sendInvitation } from './invitation';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-usuario'], security: [{ bearerAuth: [] }] };
const listOptions = { filter: UsuarioFiltroSchema, sortable: USUARIO_ORDENABLES, defaultSort: 'id' as const };

const adminStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const invite = async (id: number) => {
    const member = await invitationTarget(db, id);
    await sendInvitation(db, app.config, app.mailer, member);
  };
  auditHistoryRoute(app, { path: '/admin/usuario/:id', recurso: 'usuario', assertVisible: async (d, id) => void (await getStaff(d, id)) });

  app.get(
    '/admin/usuario',
    {
      schema: {
        ...base,
        summary: 'Listado filtrable de usuarios del personal con sus roles (filter, sort, range de ra-data-simple-rest)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(UsuarioFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listOptions);
      return sendPage(reply, 'usuario', query, await listStaff(db, query));
    },
  );

  app.get(
    '/admin/usuario/formdata',
    { schema: { ...base, summary: 'Roles de área y de zona que se pueden asignar', response: { 200: UsuarioFormDataSchema, ...errors } } },
    () => staffFormData(db),
  );

  const email = Type.String({ minLength: 1, maxLength: 180 });
  for (const url of ['/admin/usuario/email/:email', '/admin/usuario/email/:email/:id']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Disponibilidad de un correo; id: el usuario en edición',
          params: url.endsWith(':id') ? Type.Object({ email, id: Id }) : Type.Object({ email }),
          response: { 200: DisponibleSchema, ...errors },
        },
      },
      async (request) => ({ disponible: await isStaffEmailAvailable(db, request.params.email, (request.params as { id?: number }).id) }),
    );
  }

  app.get(
    '/admin/usuario/:id',
    { schema: { ...base, summary: 'Un usuario del personal', params: IdParams, response: { 200: UsuarioFilaSchema, ...errors } } },
    (request) => getStaff(db, request.params.id),
  );

  app.post(
    '/admin/usuario',
    {
      schema: {
        ...base,
        summary: 'Registrar un usuario del personal y enviarle la invitación para definir su clave',
        body: UsuarioCrearBodySchema,
        response: { 201: UsuarioFilaSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await createStaff(db, request.body);
      await invite(id);
      return reply.status(201).send(await getStaff(db, id));
    },
  );

  app.put(
    '/admin/usuario/:id',
    {
      schema: {
        ...base,
        summary: 'Editar datos y roles (nadie aumenta sus propios roles; quitar roles cierra las sesiones del usuario)',
        params: IdParams,
        body: UsuarioEditarBodySchema,
        response: { 200: UsuarioFilaSchema, ...writeErrors },
      },
    },
    async (request) => {
      await updateStaff(db, request.usuario!.id, request.params.id, request.body);
      return getStaff(db, request.params.id);
    },
  );

  app.put(
    '/admin/usuario/:id/bloqueo',
    {
      schema: {
        ...base,
        summary: 'Bloquear o desbloquear un usuario del personal con un motivo (cierra sus sesiones)',
        params: IdParams,
        body: BloqueoBodySchema,
        response: { 200: UsuarioFilaSchema, ...writeErrors },
      },
    },
    async (request) => {
      await setStaffBlock(db, request.usuario!.id, request.params.id, request.body);
      return getStaff(db, request.params.id);
    },
  );

  app.post(
    '/admin/usuario/:id/invitacion',
    {
      schema: {
        ...base,
        summary: 'Enviar de nuevo la invitación (solo antes de que el usuario defina su clave)',
        params: IdParams,
        response: { 200: UsuarioFilaSchema, ...writeErrors },
      },
    },
    async (request) => {
      await invite(request.params.id);
      return getStaff(db, request.params.id);
    },
  );
};

export default adminStaffRoutes;
