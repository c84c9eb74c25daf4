/**
 * ra-data-simple-rest list parameters: `filter` (JSON object), `sort` (["field","ASC"|"DESC"]) and
 * `range` ([start, end], inclusive) in the query string, answered with a Content-Range header. Their
 * JSON gets the checks of request bodies: depth, control characters, dates within 1900-2200.
 */
import type { FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { Format } from 'typebox/format';
import { Value } from 'typebox/value';
import { LIST_PAGE_SIZE } from '../shared/enums';
import { badRequest } from './errors';
import { CONTROL_CHARS_MESSAGE, DATE_RANGE_MESSAGE, findInputProblem, isSaneDate, isSaneDateTime, jsonTooDeep, TOO_DEEP_MESSAGE } from './input-guard';

// TypeBox's format registry is global: the dates of every Value check stay within the range the database stores
Format.Set('date', isSaneDate);
Format.Set('date-time', isSaneDateTime);

/** Most rows one list request returns, whatever range it asks for. */
export const MAX_LIST_ROWS = 500;

export const ListQuerySchema = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 4000 })),
    sort: Type.Optional(Type.String({ maxLength: 200 })),
    range: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ListQueryParams = Static<typeof ListQuerySchema>;

export interface ListQuery<F, S extends string> {
  filter: F;
  sort: { field: S; order: 'ASC' | 'DESC' };
  /** Offset and row count to read. */
  offset: number;
  limit: number;
}

const invalidList = (errores: Record<string, string>) => badRequest('Los parámetros de la lista no son válidos', errores);

function json(raw: string, param: string): unknown {
  if (jsonTooDeep(raw)) throw invalidList({ [param]: TOO_DEEP_MESSAGE });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidList({ [param]: 'JSON inválido' });
  }
  const problem = findInputProblem(value);
  if (problem) throw invalidList({ [[param, ...problem.path.split('/').slice(1)].join('.')]: CONTROL_CHARS_MESSAGE });
  return value;
}

function filterMessage(keyword: string): string {
  if (keyword === 'additionalProperties') return 'Filtro no permitido';
  return keyword === 'format' ? DATE_RANGE_MESSAGE : 'Valor no permitido';
}

export function parseListQuery<F extends TSchema, S extends string>(
  params: ListQueryParams,
  opts: { filter: F; sortable: readonly S[]; defaultSort: S; defaultOrder?: 'ASC' | 'DESC' },
): ListQuery<Static<F>, S> {
  const filter = params.filter === undefined ? {} : json(params.filter, 'filter');
  if (!Value.Check(opts.filter, filter)) {
    const errores: Record<string, string> = {};
    for (const e of Value.Errors(opts.filter, filter)) {
      const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
      errores[path ? `filter.${path}` : 'filter'] ??= filterMessage(e.keyword);
    }
    throw invalidList(errores);
  }

  let sort: ListQuery<unknown, S>['sort'] = { field: opts.defaultSort, order: opts.defaultOrder ?? 'ASC' };
  if (params.sort !== undefined) {
    const s = json(params.sort, 'sort');
    const ok =
      Array.isArray(s) &&
      s.length === 2 &&
      opts.sortable.includes(s[0] as S) &&
      typeof s[1] === 'string' &&
      ['ASC', 'DESC'].includes(s[1].toUpperCase());
    if (!ok) throw invalidList({ sort: `Ordenamiento permitido por: ${opts.sortable.join(', ')}` });
    sort = { field: s[0] as S, order: (s[1] as string).toUpperCase() as 'ASC' | 'DESC' };
  }

  let offset = 0;
  let limit = LIST_PAGE_SIZE;
  if (params.range !== undefined) {
    const r = json(params.range, 'range');
    const ok =
      Array.isArray(r) && r.length === 2 && r.every((n) => Number.isSafeInteger(n) && n >= 0) && r[1] >= r[0] && r[0] <= 1e7;
    if (!ok) throw invalidList({ range: 'Debe ser [inicio, fin] con 0 <= inicio <= fin' });
    offset = r[0];
    limit = Math.min(r[1] - r[0] + 1, MAX_LIST_ROWS);
  }
  return { filter: filter as Static<F>, sort, offset, limit };
}

/** Content-Range value: 'categoria 0-49/123'; an empty page gives a star instead of the row span. */
export function contentRange(resource: string, offset: number, rows: number, total: number): string {
  return rows > 0 ? `${resource} ${offset}-${offset + rows - 1}/${total}` : `${resource} */${total}`;
}

/** Answers a list page the ra-data-simple-rest way: the rows, with their span and total in Content-Range. */
export function sendPage<T>(reply: FastifyReply, resource: string, query: { offset: number }, page: { rows: T[]; total: number }): T[] {
  reply.header('Content-Range', contentRange(resource, query.offset, page.rows.length, page.total));
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows;
}

/** Escapes LIKE/ILIKE wildcards so user text matches literally (backslash is the default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
