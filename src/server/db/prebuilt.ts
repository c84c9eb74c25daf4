/**
 * Hot statements turned into text once (module load) and run prepared under their name: PostgreSQL parses
 * and plans each once per connection, and drizzle does not build its SQL on every call (under 20
 * concurrent buyers that building was a measurable share of a purchase's CPU, issue 10). The rows come
 * back as the driver gives them (the caller maps them: numeric casts to text in the statement, integers
 * through Number(); or, for a RETURNING written with columnsAs, mapRow through the columns' own mappers).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

export interface Prebuilt {
  name: string;
  query: { sql: string; params: unknown[] };
}

export function prebuilt(name: string, statement: SQL): Prebuilt {
  return { name, query: new PgDialect().sqlToQuery(statement) };
}

/** Runs a prebuilt statement with its placeholders' values; its rows. */
export async function runPrebuilt<T>(db: Db | Tx, s: Prebuilt, values: Record<string, unknown>): Promise<T[]> {
  const result = (await db._.session.prepareQuery(s.query, undefined, s.name, false).execute(values)) as { rows: T[] };
  return result.rows;
}

/**
 * The list `"column" as "key", ...` for a statement's RETURNING (or select list), and mapRow to read such
 * a row back through each column's own driver mapping (timestamps to Date, integers to number), as
 * drizzle's builders would.
 */
export function columnsAs(columns: Record<string, PgColumn>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

export function mapRow(row: Record<string, unknown>, columns: Record<string, PgColumn>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = row[key];
    mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return mapped;
}
