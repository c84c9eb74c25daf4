/**
 * Search history and insights events are written in batches off the query path: rows wait in memory
 * and go to the database in multi-row inserts when enough have gathered or a second has passed (and
 * on close). Identical searches of one batch become one row counted in `veces`. User tokens that are
 * user uuids are resolved to the user's id at that moment.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { usuario } from '../auth/tables';
import type { Db } from '../db/client';
import { busquedaEvento, busquedaHistorial } from './tables';

export interface HistoryEntry {
  query: string;
  zonaId: number | null;
  usuarioTipo: number | null;
  nbHits: number;
  userToken: string | null;
}

export interface EventEntry {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  indexName: string;
  queryID: string | null;
  objectIDs: string[] | null;
  positions: number[] | null;
  filters: string[] | null;
  userToken: string;
  creadoEn: Date;
}

export interface SearchRecorder {
  history(entry: HistoryEntry): void;
  events(entries: EventEntry[]): void;
  /** Writes everything waiting now. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const BATCH = 500;
const DELAY_MS = 1000;
/** Rows kept at most while the database is unreachable (newer ones are dropped). */
const MAX_PENDING = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userIds(db: Db, tokens: (string | null)[]): Promise<Map<string, number>> {
  const uuids = [...new Set(tokens.filter((t): t is string => t !== null && UUID.test(t)).map((t) => t.toLowerCase()))];
  if (uuids.length === 0) return new Map();
  const rows = await db.select({ id: usuario.id, uuid: usuario.uuid }).from(usuario).where(inArray(usuario.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid.toLowerCase(), r.id]));
}

export function createRecorder(db: Db, log: FastifyBaseLogger): SearchRecorder {
  let history = new Map<string, HistoryEntry & { creadoEn: Date; veces: number }>();
  let events: EventEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const write = async () => {
    const h = [...history.values()];
    const e = events;
    history = new Map();
    events = [];
    if (h.length === 0 && e.length === 0) return;
    try {
      const ids = await userIds(db, [...h.map((r) => r.userToken), ...e.map((r) => r.userToken)]);
      const idOf = (token: string | null) => (token ? (ids.get(token.toLowerCase()) ?? null) : null);
      for (let i = 0; i < h.length; i += BATCH) {
        const rows = h.slice(i, i + BATCH).map(({ userToken, ...r }) => ({ ...r, usuarioId: idOf(userToken) }));
        await db.insert(busquedaHistorial).values(rows);
      }
      for (let i = 0; i < e.length; i += BATCH) {
        await db.insert(busquedaEvento).values(e.slice(i, i + BATCH).map((r) => ({ ...r, usuarioId: idOf(r.userToken) })));
      }
    } catch (err) {
      log.error({ err }, 'no se pudo guardar el historial de búsqueda');
    }
  };

  let queued = false;
  const flush = (): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // one write waits at most: it takes whatever has gathered when it starts
    if (!queued) {
      queued = true;
      running = running.then(() => {
        queued = false;
        return write();
      });
    }
    return running;
  };

  const schedule = () => {
    if (history.size + events.length >= BATCH) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), DELAY_MS);
      timer.unref();
    }
  };

  return {
    history(entry) {
      const key = `${entry.query}\u0000${entry.zonaId}\u0000${entry.usuarioTipo}\u0000${entry.nbHits}\u0000${entry.userToken}`;
      const same = history.get(key);
      if (same) same.veces++;
      else if (history.size < MAX_PENDING) history.set(key, { ...entry, creadoEn: new Date(), veces: 1 });
      schedule();
    },
    events(entries) {
      events.push(...entries.slice(0, Math.max(0, MAX_PENDING - events.length)));
      schedule();
    },
    flush,
    close: flush,
  };
}
