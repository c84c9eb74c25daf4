/**
 * Change notices between API instances on PostgreSQL: `pg_notify` on one channel with the changed
 * product ids (chunked under the 8000-byte payload limit, tagged with the sender), and one dedicated
 * connection per instance that LISTENs. After a lost connection the listener reconnects and asks for a
 * full rebuild, since notices sent meanwhile are gone.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const SEARCH_CHANNEL = 'busqueda_indice';
const IDS_PER_NOTICE = 800;
const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

export interface ChangeListener {
  /** This instance's tag: its own notices are ignored. */
  origin: string;
  /** Sends the ids to every other instance. */
  broadcast(ids: number[]): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onIds(ids: number[]): void;
  /** The connection came back after a loss: notices may have been missed. */
  onResync(): void;
  onError(err: unknown): void;
}

export async function listenForChanges(db: Db, databaseUrl: string, handlers: ListenHandlers): Promise<ChangeListener> {
  const { default: pg } = await import('pg');
  const origin = randomUUID();
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const onNotice = (msg: { channel: string; payload?: string }) => {
    if (msg.channel !== SEARCH_CHANNEL || !msg.payload) return;
    try {
      const notice = JSON.parse(msg.payload) as { o?: string; p?: unknown };
      if (notice.o === origin || !Array.isArray(notice.p)) return;
      handlers.onIds(notice.p.filter((id): id is number => Number.isInteger(id)));
    } catch (err) {
      handlers.onError(err);
    }
  };

  const connect = async (resync: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', onNotice);
    c.on('error', (err) => {
      handlers.onError(err);
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`LISTEN ${SEARCH_CHANNEL}`);
    client = c;
    attempt = 0;
    if (resync) handlers.onResync();
  };

  const lost = (c: InstanceType<typeof pg.Client>) => {
    if (client !== c || closed) return;
    client = null;
    c.removeAllListeners();
    c.end().catch(() => undefined);
    const retry = () => {
      timer = null;
      if (closed) return;
      connect(true).catch((err) => {
        handlers.onError(err);
        timer = setTimeout(retry, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      });
    };
    timer = setTimeout(retry, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  await connect(false);
  return {
    origin,
    async broadcast(ids: number[]) {
      for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
        const payload = JSON.stringify({ o: origin, p: ids.slice(i, i + IDS_PER_NOTICE) });
        await db.execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${payload})`);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
