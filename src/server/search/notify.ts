/**
 * Search-index change notices between API instances on PostgreSQL: the changed product ids, chunked
 * under the 8000-byte payload limit, on one channel (db/notices.ts does the listening and reconnecting).
 */
import type { Db } from '../db/client';
import { listenChannel } from '../db/notices';

export const SEARCH_CHANNEL = 'busqueda_indice';
const IDS_PER_NOTICE = 800;

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
  const listener = await listenChannel<number[]>(db, databaseUrl, SEARCH_CHANNEL, {
    onPayload: (p) => {
      if (Array.isArray(p)) handlers.onIds(p.filter((id): id is number => Number.isInteger(id)));
    },
    onResync: handlers.onResync,
    onError: handlers.onError,
  });
  return {
    origin: listener.origin,
    async broadcast(ids: number[]) {
      for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) await listener.send(ids.slice(i, i + IDS_PER_NOTICE));
    },
    close: () => listener.close(),
  };
}
