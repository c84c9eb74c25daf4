/**
 * The Algolia-compatible search API (registered under `<apiBase>/search`, exempt from CSRF): the
 * multi-query endpoint and a single-index query for the algoliasearch clients, and the Insights
 * events endpoint. Bodies are JSON whatever the content type (the browser client sends text/plain to
 * avoid a preflight), optionally gzipped; errors answer in Algolia's shape `{message, status}`.
 */
import { createGunzip } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../input-guard';
import { UsuarioTipo } from '../../shared/enums';
import { derivedCache } from '../cache';
import type { Zona } from '../../shared/contracts/website';
import { listActiveZones } from '../zones/service';
import { type Caller, checkKey } from './credentials';
import { SearchError } from './engine/errors';
import { validateEvents } from './events';
import { historyEntries } from './history';
import type { QueryRequest, SearchOptions } from './port';
import { limitsOf, planRestrictions, type KeyLimits } from './key-limits';
import type { HistoryEntry } from './recorder';
import { render, ResponseCache, summarize, toAnswer } from './response-cache';

const TAGS = ['busqueda'];
/** One query: its index, and Algolia's other parameters, flattened or in the urlencoded `params` (engine/params.ts checks them). */
const QueryItem = Type.Object(
  {
    indexName: Type.String({ minLength: 1, maxLength: 256 }),
    params: Type.Optional(Type.String({ maxLength: 65_536 })),
    query: Type.Optional(Type.String({ maxLength: 512 })),
    filters: Type.Optional(Type.String({ maxLength: 16_384 })),
  },
  { additionalProperties: true },
);
const MultiQueryBody = Type.Object(
  {
    requests: Type.Array(QueryItem, { minItems: 1, maxItems: 50 }),
    strategy: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('stopIfEnoughMatches')])),
  },
  { additionalProperties: false },
);
const SingleQueryBody = Type.Object({ params: Type.Optional(Type.String({ maxLength: 65_536 })) }, { additionalProperties: true });
const EventsBody = Type.Object(
  { events: Type.Array(Type.Object({}, { additionalProperties: true }), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
const IndexParams = Type.Object({ indexName: Type.String({ minLength: 1, maxLength: 256 }) });
const Credentials = {
  'x-algolia-application-id': Type.Optional(Type.String({ maxLength: 256 })),
  'x-algolia-api-key': Type.Optional(Type.String({ maxLength: 8192 })),
};

/** Raw bodies by request: the answer cache is keyed by them. */
const rawBodies = new WeakMap<FastifyRequest, string>();

function parseJson(request: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void): void {
  if (jsonTooDeep(body)) return done(new SearchError(400, `Invalid JSON body: more than ${MAX_JSON_DEPTH} nested levels`));
  try {
    const value: unknown = JSON.parse(body);
    rawBodies.set(request, body);
    done(null, value);
  } catch {
    done(new SearchError(400, 'Invalid JSON body'));
  }
}

export default async function searchRoutes(app: FastifyInstance) {
  const { config } = app;
  // one answer cache per key limits: only keys this server signed have limits, so they are few
  const caches = new Map<string, ResponseCache>();
  const cacheOf = (caller: Caller) => {
    const id = caller.kind === 'admin' ? '' : caller.limits.id;
    let cache = caches.get(id);
    if (!cache) {
      if (caches.size >= 16) caches.delete(caches.keys().next().value!);
      caches.set(id, (cache = new ResponseCache()));
    }
    return cache;
  };
  const guest = derivedCache<Zona[], KeyLimits>();
  const guestLimits = async () => {
    const zonas = await listActiveZones(app.db);
    return guest(zonas, () => limitsOf(planRestrictions(UsuarioTipo.normal, zonas.map((z) => z.id), config.searchIndexName)));
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJson);
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-encoding'] !== 'gzip') return payload;
    // Fastify compares Content-Length with the bytes received, not with the inflated ones
    const inflated = Object.assign(createGunzip(), { receivedEncodedLength: 0 });
    payload.on('data', (chunk: Buffer) => (inflated.receivedEncodedLength += chunk.length));
    return payload.pipe(inflated);
  });
  app.setErrorHandler((error: FastifyError | SearchError, request, reply) => {
    if (error instanceof SearchError) return reply.status(error.status).send({ message: error.message, status: error.status });
    if ((error as FastifyError).validation) {
      const message = `Invalid request: ${error.message.replace(/^body\/?/, '')}`;
      return reply.status(400).send({ message, status: 400 });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message, status });
    request.log.error({ err: error }, 'error en la búsqueda');
    return reply.status(500).send({ message: 'Internal error', status: 500 });
  });

  // keys are checked first, as Algolia does: a wrong key is a 403 whatever the body holds
  const keys = new WeakMap<FastifyRequest, Caller>();
  app.addHook('onRequest', async (request) => {
    const caller = await checkKey(request, config, guestLimits);
    if (caller.kind === 'search' && caller.limits.indices && !caller.limits.indices.includes(config.searchIndexName))
      throw new SearchError(403, 'Index not allowed with this API key');
    keys.set(request, caller);
  });

  /** The key's limits: a search key sees what its plan may see, never inactive products or categories. */
  const optionsFor = (request: FastifyRequest): SearchOptions => {
    const caller = keys.get(request)!;
    if (caller.kind === 'admin') return {};
    const { filters, retrieve, highlight } = caller.limits;
    return { restrict: filters || undefined, attributes: { retrieve, highlight } };
  };

  const record = (request: FastifyRequest, entries: HistoryEntry[]) => {
    const header = request.headers['x-algolia-usertoken'];
    const token = typeof header === 'string' ? header : null;
    for (const e of entries) app.searchRecorder.history(token && e.userToken === null ? { ...e, userToken: token } : e);
  };

  /** Every index a query names must be one the key may read (its restrictIndices). */
  const checkIndices = (request: FastifyRequest, requests: QueryRequest[]) => {
    const caller = keys.get(request)!;
    const allowed = caller.kind === 'search' ? caller.limits.indices : null;
    if (allowed && requests.some((r) => !allowed.includes(String(r.indexName)))) throw new SearchError(403, 'Index not allowed with this API key');
  };

  /** The multi-query answer as JSON bytes: from the cache while the index has not changed. */
  const answer = async (request: FastifyRequest, requests: QueryRequest[]): Promise<Buffer> => {
    checkIndices(request, requests);
    const index = app.searchIndex;
    const version = index.version;
    const cache = cacheOf(keys.get(request)!);
    const body = rawBodies.get(request)!;
    let found = version === null ? undefined : cache.get(body, version);
    if (!found) {
      found = toAnswer(requests, await index.search(requests, optionsFor(request)));
      if (version !== null && index.version === version) cache.set(body, version, found);
    }
    record(request, found.history);
    return render(found);
  };

  app.post(
    '/1/indexes/:indexName/queries',
    {
      schema: {
        tags: TAGS,
        summary: 'Varias consultas de búsqueda (API compatible con Algolia; indexName "*")',
        params: IndexParams,
        querystring: Type.Object(Credentials, { additionalProperties: true }),
        body: MultiQueryBody,
      },
    },
    async (request, reply) => {
      if ((request.params as { indexName: string }).indexName !== '*') throw new SearchError(404, 'Use /1/indexes/*/queries');
      const bytes = await answer(request, (request.body as { requests: QueryRequest[] }).requests);
      return reply.type('application/json; charset=utf-8').send(bytes);
    },
  );

  app.post(
    '/1/indexes/:indexName/query',
    {
      schema: {
        tags: TAGS,
        summary: 'Una consulta de búsqueda en un índice (API compatible con Algolia)',
        params: IndexParams,
        querystring: Type.Object(Credentials, { additionalProperties: true }),
        body: SingleQueryBody,
      },
    },
    async (request) => {
      const { indexName } = request.params as { indexName: string };
      const requests = [{ ...(request.body as QueryRequest), indexName, type: 'default' }];
      checkIndices(request, requests);
      const response = await app.searchIndex.search(requests, optionsFor(request));
      record(request, historyEntries(requests, summarize(response), null));
      return response.results[0];
    },
  );

  app.post(
    '/1/events',
    {
      schema: {
        tags: TAGS,
        summary: 'Eventos de Insights: clics, conversiones y vistas de la búsqueda',
        querystring: Type.Object(Credentials, { additionalProperties: true }),
        body: EventsBody,
      },
    },
    async (request) => {
      app.searchRecorder.events(validateEvents(request.body));
      return { status: 200, message: 'OK' };
    },
  );
}
