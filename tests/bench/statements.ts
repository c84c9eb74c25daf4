/**
 * Statements a piece of work sends to PostgreSQL, counted at the driver (pg.Client#query: every round
 * trip, BEGIN and COMMIT included), for the bench's per-request profile. Only meaningful while nothing
 * else runs on the same process's pools.
 */
import pg from 'pg';

export interface StatementLog {
  /** Each statement's text, first line trimmed, in the order sent. */
  statements: string[];
}

function firstLine(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? String(query));
  // a statement sent with its COMMIT (checkout's stock, checkout-writes.ts) shows it at the end
  const commit = /;\s*commit\s*$/i.test(text) ? ' … ; commit' : '';
  return text.replace(/\s+/g, ' ').trim().slice(0, 160) + commit;
}

/** Runs `work` while recording every statement any pg client sends. */
export async function recordStatements<T>(work: () => Promise<T>): Promise<StatementLog & { result: T }> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements.push(firstLine(args[0]));
    return original.apply(this, args);
  };
  try {
    const result = await work();
    return { result, statements };
  } finally {
    proto.query = original;
  }
}

/** Per transaction of a pg client: how long it ran and how long it held the stock rows it locked. */
export interface TransactionTimes {
  /** BEGIN sent to COMMIT answered. */
  tx: number[];
  /** The stock-taking statement sent to answered (waiting for the rows' locks included). */
  stock: number[];
  /** The stock statement answered to COMMIT answered: the rows stay locked at least this long after they are taken. */
  afterStock: number[];
  /** BEGIN sent to the stock statement sent: what runs before the contended rows are asked for. */
  beforeStock: number[];
  stop(): void;
}

/**
 * Watches every pg client's transactions while it runs (until stop()): per transaction that takes stock
 * (a statement updating inventario), its duration and the time its stock rows stay locked after the
 * update answers. Each sample: ms.
 */
export function watchTransactions(): TransactionTimes {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const open = new WeakMap<object, { begin: number; stockSent?: number; stockDone?: number }>();
  const times: TransactionTimes = { tx: [], stock: [], afterStock: [], beforeStock: [], stop: () => (proto.query = original) };
  proto.query = function (this: object, ...args: unknown[]) {
    const raw = args[0];
    const full = typeof raw === 'string' ? raw : ((raw as { text?: string } | null)?.text ?? '');
    const text = full.slice(0, 12).trimStart().toLowerCase();
    const sent = performance.now();
    const result = original.apply(this, args);
    const state = open.get(this);
    const then = (fn: () => void) => {
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(fn, () => undefined);
    };
    if (text.startsWith('begin')) open.set(this, { begin: sent });
    else if (state && (text.startsWith('commit') || text.startsWith('rollback'))) {
      open.delete(this);
      then(() => {
        const done = performance.now();
        if (state.stockDone === undefined) return;
        times.tx.push(done - state.begin);
        times.afterStock.push(done - state.stockDone);
      });
    } else if (state && /update "?inventario"?\s+set existencia/i.test(full)) {
      state.stockSent = sent;
      times.beforeStock.push(sent - state.begin);
      // the COMMIT sent with the update (checkout-writes.ts): the rows are released when it answers
      const committed = /;\s*commit\s*$/i.test(full);
      if (committed) open.delete(this);
      then(() => {
        state.stockDone = performance.now();
        times.stock.push(state.stockDone - sent);
        if (committed) {
          times.tx.push(state.stockDone - state.begin);
          times.afterStock.push(0);
        }
      });
    }
    return result;
  };
  return times;
}
