/**
 * Back-office balances (ROLE_ADMIN + ROLE_TARJETA; spec section 7 "Cards and balance (admin)" and the
 * vuelto area). Lists answer ra-data-simple-rest style at the spec's `.../listado` paths and, for the back
 * office's dataProvider, at the resource path itself (`/admin/tarjeta/solicitud`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  AJUSTE_ORDENABLES,
  AjusteFilaSchema,
  AjusteFiltroSchema,
  ConciliacionSchema,
  DecidirSolicitudSchema,
  MOVIMIENTO_ORDENABLES,
  MovimientoFilaSchema,
  MovimientoFiltroSchema,
  NuevoAjusteSchema,
  type NuevoAjuste,
  NuevoVueltoSchema,
  SALDO_ORDENABLES,
  SaldoFilaSchema,
  SaldoFiltroSchema,
  SOLICITUD_ORDENABLES,
  SolicitudFilaSchema,
  SolicitudFiltroSchema,
  VUELTO_ORDENABLES,
  VueltoFilaSchema,
  VueltoFiltroSchema,
  VueltoOrdenSchema,
} from '../../shared/contracts/admin-wallet';
import { MovimientoDetalleSchema } from '../../shared/contracts/wallet';
import { TarjetaSolicitudEstatus } from '../../shared/enums';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { currentActor } from '../request-context';
import { adjustBalance, getAdjustment, getBalanceRow, ledgerOf, listAdjustments, listCardRequestsAdmin } from './admin-service';
import { listBalances } from './balance-list';
import { decideCardRequest, getCardRequestAdmin } from './card-admin-service';
import { movementDetail } from './history';
import { reconcile } from './reconciliation';
import { KIND_PATTERN } from './routes';
import { getVuelto, listVueltos, registerVuelto, vueltoOrder } from './vuelto-service';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const tarjeta = { tags: ['admin-tarjeta'], security: [{ bearerAuth: [] }] };
const vueltoTags = { tags: ['admin-vuelto'], security: [{ bearerAuth: [] }] };

const adminWalletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  for (const url of ['/admin/tarjeta/solicitud', '/admin/tarjeta/solicitud/listado']) {
    app.get(
      url,
      { schema: { ...tarjeta, summary: 'Solicitudes de tarjeta de saldo (filter, sort, range)', querystring: ListQuerySchema, response: { 200: Type.Array(SolicitudFilaSchema), ...errors } } },
      async (request, reply) => {
        const q = parseListQuery(request.query, { filter: SolicitudFiltroSchema, sortable: SOLICITUD_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
        return sendPage(reply, 'tarjeta/solicitud', q, await listCardRequestsAdmin(db, q));
      },
    );
  }

  app.get(
    '/admin/tarjeta/solicitud/:id',
    { schema: { ...tarjeta, summary: 'Una solicitud de tarjeta', params: IdParams, response: { 200: SolicitudFilaSchema, ...errors } } },
    (request) => getCardRequestAdmin(db, request.params.id),
  );

  app.put(
    '/admin/tarjeta/solicitud/:id',
    {
      schema: {
        ...tarjeta,
        summary: 'Aprobar (estatus 2) o rechazar (3) una solicitud: la aprobación abona el saldo o emite el código de regalo',
        params: IdParams,
        body: DecidirSolicitudSchema,
        response: { 200: SolicitudFilaSchema, ...writeErrors },
      },
    },
    (request) =>
      decideCardRequest(
        db,
        currentActor(),
        request.params.id,
        request.body.estatus === TarjetaSolicitudEstatus.APROBADA ? 'aprobar' : 'rechazar',
        request.body.nota,
        app.mailer,
      ),
  );

  for (const url of ['/admin/tarjeta/saldo', '/admin/tarjeta/saldo/listado']) {
    app.get(
      url,
      { schema: { ...tarjeta, summary: 'Saldo de cada cliente (filter, sort, range)', querystring: ListQuerySchema, response: { 200: Type.Array(SaldoFilaSchema), ...errors } } },
      async (request, reply) => {
        const q = parseListQuery(request.query, { filter: SaldoFiltroSchema, sortable: SALDO_ORDENABLES, defaultSort: 'actualizadoEn', defaultOrder: 'DESC' });
        return sendPage(reply, 'tarjeta/saldo', q, await listBalances(db, q));
      },
    );
  }

  for (const url of ['/admin/tarjeta/saldo/ajuste', '/admin/tarjeta/saldo/ajuste/listado']) {
    app.get(
      url,
      { schema: { ...tarjeta, summary: 'Ajustes de saldo (filter, sort, range)', querystring: ListQuerySchema, response: { 200: Type.Array(AjusteFilaSchema), ...errors } } },
      async (request, reply) => {
        const q = parseListQuery(request.query, { filter: AjusteFiltroSchema, sortable: AJUSTE_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
        return sendPage(reply, 'tarjeta/saldo/ajuste', q, await listAdjustments(db, q));
      },
    );
  }

  app.get(
    '/admin/tarjeta/saldo/ajuste/:id',
    { schema: { ...tarjeta, summary: 'Un ajuste de saldo', params: IdParams, response: { 200: AjusteFilaSchema, ...errors } } },
    (request) => getAdjustment(db, request.params.id),
  );

  const ajuste = async (usuarioId: number, body: NuevoAjuste, reply: FastifyReply) => {
    const { created, ajuste: fila } = await adjustBalance(db, currentActor(), usuarioId, body);
    return reply.status(created ? 201 : 200).send(fila);
  };
  app.post(
    '/admin/tarjeta/saldo/:usuario/ajuste',
    {
      schema: {
        ...tarjeta,
        summary: 'Abonar o debitar el saldo de un cliente con un motivo (el débito nunca deja el saldo bajo 0)',
        params: Type.Object({ usuario: Id }),
        body: NuevoAjusteSchema,
        response: { 200: AjusteFilaSchema, 201: AjusteFilaSchema, ...writeErrors },
      },
    },
    (request, reply) => ajuste(request.params.usuario, request.body, reply),
  );
  app.post(
    '/admin/tarjeta/saldo/ajuste',
    {
      schema: {
        ...tarjeta,
        summary: 'El mismo ajuste con el cliente en el cuerpo (formulario del back office)',
        body: Type.Object({ ...NuevoAjusteSchema.properties, usuarioId: Id }, { additionalProperties: false }),
        response: { 200: AjusteFilaSchema, 201: AjusteFilaSchema, ...writeErrors },
      },
    },
    (request, reply) => {
      const { usuarioId, ...body } = request.body;
      return ajuste(usuarioId, body, reply);
    },
  );

  app.get(
    '/admin/tarjeta/saldo/:id',
    { schema: { ...tarjeta, summary: 'El saldo de un cliente', params: IdParams, response: { 200: SaldoFilaSchema, ...errors } } },
    (request) => getBalanceRow(db, request.params.id),
  );

  app.get(
    '/admin/tarjeta/saldo/:id/historial',
    {
      schema: {
        ...tarjeta,
        summary: 'Movimientos del saldo de un cliente (filter, sort, range)',
        params: IdParams,
        querystring: ListQuerySchema,
        response: { 200: Type.Array(MovimientoFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const q = parseListQuery(request.query, { filter: MovimientoFiltroSchema, sortable: MOVIMIENTO_ORDENABLES, defaultSort: 'creadoEn', defaultOrder: 'DESC' });
      return sendPage(reply, 'movimiento', q, await ledgerOf(db, request.params.id, q));
    },
  );

  app.get(
    '/admin/tarjeta/saldo/historial/:kind/:a/:b',
    {
      schema: {
        ...tarjeta,
        summary: 'Un movimiento (a: cliente, b: movimiento) y su causa',
        params: Type.Object({ kind: Type.String({ pattern: KIND_PATTERN, maxLength: 30 }), a: Id, b: Id }),
        response: { 200: MovimientoDetalleSchema, ...errors },
      },
    },
    (request) => movementDetail(db, request.params.a, request.params.kind, request.params.b, true),
  );

  app.get(
    '/admin/tarjeta/conciliacion',
    { schema: { ...tarjeta, summary: 'Conciliación: cada saldo = su libro, un movimiento por causa', response: { 200: ConciliacionSchema, ...errors } } },
    () => reconcile(db),
  );

  // ---- vuelto ----
  app.get(
    '/admin/vuelto',
    { schema: { ...vueltoTags, summary: 'Vueltos registrados (filter, sort, range)', querystring: ListQuerySchema, response: { 200: Type.Array(VueltoFilaSchema), ...errors } } },
    async (request, reply) => {
      const q = parseListQuery(request.query, { filter: VueltoFiltroSchema, sortable: VUELTO_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
      return sendPage(reply, 'vuelto', q, await listVueltos(db, q));
    },
  );

  app.get(
    '/admin/vuelto/orden/:orden',
    { schema: { ...vueltoTags, summary: 'Pagos de una orden que pueden dejar vuelto', params: Type.Object({ orden: Id }), response: { 200: VueltoOrdenSchema, ...errors } } },
    (request) => vueltoOrder(db, request.params.orden),
  );

  app.post(
    '/admin/vuelto/registrar',
    { schema: { ...vueltoTags, summary: 'Registrar el vuelto de un pago (uno por pago)', body: NuevoVueltoSchema, response: { 201: VueltoFilaSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await registerVuelto(db, currentActor(), request.body)),
  );

  app.get(
    '/admin/vuelto/:id',
    { schema: { ...vueltoTags, summary: 'Un vuelto', params: IdParams, response: { 200: VueltoFilaSchema, ...errors } } },
    (request) => getVuelto(db, request.params.id),
  );
};

export default adminWalletRoutes;
