/**
 * Notices between API instances on PostgreSQL: `pg_notify` on a channel with a JSON payload tagged with
 * the sender (an instance ignores its own), and one dedicated connection per listener that LISTENs.
 * After a lost connection the listener reconnects and reports a resync, since notices sent meanwhile
 * are gone. Used by the search index (changed product ids) and the public cache (dropped entries).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

export interface ChannelListener<T> {
  /** This instance's tag: its own notices are ignored. */
  origin: string;
  /** Sends a payload to every other instance (keep it under PostgreSQL's 8000-byte limit). */
  send(payload: T): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onPayload(payload: unknown): void;
  /** The connection came back after a loss: notices may have been missed. */
  onResync(): void;
  onError(err: unknown): void;
}

export async function listenChannel<T>(db: Db, databaseUrl: string, channel: string, handlers: ChannelHandlers): Promise<ChannelListener<T>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`nombre de canal inválido: ${channel}`);
  const { default: pg } = await import('pg');
  const origin = randomUUID();
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const onNotice = (msg: { channel: string; payload?: string }) => {
    if (msg.channel !== channel || !msg.payload) return;
    try {
      const notice = JSON.parse(msg.payload) as { o?: string; p?: unknown };
      if (notice.o === origin) return;
      handlers.onPayload(notice.p);
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
    await c.query(`LISTEN ${channel}`);
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
    async send(payload: T) {
      await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify({ o: origin, p: payload })})`);
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
