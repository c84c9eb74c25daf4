/**
 * Back-office push segments and sends under /admin/onesignal (ROLE_ADMIN + ROLE_ONE_SIGNAL), see
 * src/shared/contracts/admin-onesignal.ts. Also starts the scheduled-send timer (every 30 s, in process).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ConteoBodySchema,
  ConteoSchema,
  ENVIO_ORDENABLES,
  EnvioBodySchema,
  EnvioFilaSchema,
  EnvioFiltroSchema,
  SEGMENTO_ORDENABLES,
  SegmentoBodySchema,
  SegmentoFilaSchema,
  SegmentoFiltroSchema,
  SegmentoFormDataSchema,
} from '../../shared/contracts/admin-onesignal';
import { auditHistoryRoute } from '../audit/routes';
import { errorBodySchema } from '../errors';
import { ListQuerySchema, parseListQuery, sendPage } from '../list-query';
import { createSegment, getSegment, listSegments, liveCount, segmentFormData, setSegmentStatus, updateSegment } from './admin-service';
import { oneSignalProvider } from './onesignal';
import { sendDuePushes, type SendContext } from './sender';
import { cancelSend, createSend, getSend, listSends } from './send-service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const IdParams = Type.Object({ id: Id });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
const base = { tags: ['admin-onesignal'], security: [{ bearerAuth: [] }] };
/** How often scheduled sends are looked for. */
export const PUSH_CHECK_MS = 30_000;

const adminOneSignalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const ctx: SendContext = {
    db,
    provider: app.config.oneSignal ? oneSignalProvider(app.config.oneSignal) : null,
    publicUrl: app.config.publicUrl,
  };
  const runDue = () =>
    sendDuePushes(ctx).catch((err: unknown) => app.log.error({ err }, 'envíos push programados: error'));
  const timer = setInterval(() => void runDue(), PUSH_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  // on start: due sends, and those a stopped instance left Enviando once their lease is over
  app.addHook('onReady', async () => void runDue());

  auditHistoryRoute(app, { path: '/admin/onesignal/:id', recurso: 'segmento-push', assertVisible: async (d, id) => void (await getSegment(d, id)) });

  app.get(
    '/admin/onesignal',
    {
      schema: {
        ...base,
        summary: 'Segmentos de clientes para notificaciones push, con su conteo actual (filter, sort, range)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(SegmentoFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: SegmentoFiltroSchema, sortable: SEGMENTO_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
      return sendPage(reply, 'onesignal', query, await listSegments(db, query));
    },
  );

  app.get(
    '/admin/onesignal/formdata',
    { schema: { ...base, summary: 'Zonas, planes y canal de entrega para el formulario de segmentos', response: { 200: SegmentoFormDataSchema, ...errors } } },
    () => segmentFormData(db, ctx.provider !== null),
  );

  app.post(
    '/admin/onesignal/conteo',
    {
      schema: { ...base, summary: 'Conteo en vivo de los clientes que cumplen unos filtros (no guarda nada)', body: ConteoBodySchema, response: { 200: ConteoSchema, ...errors } },
    },
    (request) => liveCount(db, request.body.filtros),
  );

  app.get(
    '/admin/onesignal/envio',
    {
      schema: {
        ...base,
        summary: 'Historial de envíos con sus conteos (envía antes los programados que ya vencieron)',
        querystring: ListQuerySchema,
        response: { 200: Type.Array(EnvioFilaSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filter: EnvioFiltroSchema, sortable: ENVIO_ORDENABLES, defaultSort: 'id', defaultOrder: 'DESC' });
      await runDue();
      return sendPage(reply, 'envio', query, await listSends(db, query));
    },
  );

  app.get(
    '/admin/onesignal/envio/:id',
    { schema: { ...base, summary: 'Un envío', params: IdParams, response: { 200: EnvioFilaSchema, ...errors } } },
    (request) => getSend(db, request.params.id),
  );

  app.put(
    '/admin/onesignal/envio/:id/cancelar',
    { schema: { ...base, summary: 'Cancelar un envío programado que no se ha enviado', params: IdParams, response: { 200: EnvioFilaSchema, ...writeErrors } } },
    (request) => cancelSend(db, request.params.id),
  );

  app.get(
    '/admin/onesignal/:id',
    { schema: { ...base, summary: 'Un segmento con su conteo actual', params: IdParams, response: { 200: SegmentoFilaSchema, ...errors } } },
    (request) => getSegment(db, request.params.id),
  );

  app.post(
    '/admin/onesignal',
    { schema: { ...base, summary: 'Registrar un segmento', body: SegmentoBodySchema, response: { 201: SegmentoFilaSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createSegment(db, request.body)),
  );

  app.put(
    '/admin/onesignal/:id',
    { schema: { ...base, summary: 'Editar un segmento', params: IdParams, body: SegmentoBodySchema, response: { 200: SegmentoFilaSchema, ...writeErrors } } },
    (request) => updateSegment(db, request.params.id, request.body),
  );

  app.put(
    '/admin/onesignal/:id/estatus',
    {
      schema: {
        ...base,
        summary: 'Activar o desactivar un segmento (sin estatus, alterna)',
        params: IdParams,
        body: Type.Object({ estatus: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) }, { additionalProperties: false }),
        response: { 200: SegmentoFilaSchema, ...writeErrors },
      },
    },
    (request) => setSegmentStatus(db, request.params.id, request.body.estatus),
  );

  app.post(
    '/admin/onesignal/:id/envio',
    {
      schema: {
        ...base,
        summary: 'Enviar un mensaje al segmento ahora, o programarlo (programadoPara)',
        params: IdParams,
        body: EnvioBodySchema,
        response: { 201: EnvioFilaSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSend(ctx, request.params.id, request.body, request.usuario!.id)),
  );
};

export default adminOneSignalRoutes;
