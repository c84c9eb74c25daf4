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
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
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
