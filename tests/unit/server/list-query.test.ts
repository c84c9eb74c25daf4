import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/errors';
import { contentRange, parseListQuery } from '../../../src/server/list-query';

const opts = {
  filter: Type.Object({ q: Type.Optional(Type.String({ maxLength: 10 })) }, { additionalProperties: false }),
  sortable: ['id', 'nombre'] as const,
  defaultSort: 'id' as const,
};

function fails(params: Record<string, string>): Record<string, string> {
  try {
    parseListQuery(params, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(400);
    return (e as AppError).errores ?? {};
  }
  throw new Error('no falló');
}

describe('parseListQuery', () => {
  it('defaults to the first 50 rows by the default sort', () => {
    expect(parseListQuery({}, opts)).toEqual({ filter: {}, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 50 });
  });

  it('reads filter, sort and range', () => {
    expect(parseListQuery({ filter: '{"q":"arroz"}', sort: '["nombre","desc"]', range: '[20,29]' }, opts)).toEqual({
      filter: { q: 'arroz' },
      sort: { field: 'nombre', order: 'DESC' },
      offset: 20,
      limit: 10,
    });
  });

  it('caps a range at 500 rows', () => {
    expect(parseListQuery({ range: '[100,100000]' }, opts)).toMatchObject({ offset: 100, limit: 500 });
  });

  it('refuses bad JSON, unknown filters, unlisted sort columns and bad ranges', () => {
    expect(fails({ filter: '{' })).toEqual({ filter: 'JSON inválido' });
    expect(fails({ filter: '{"otro":1}' })).toHaveProperty('filter');
    expect(fails({ filter: '{"q":"demasiado largo"}' })).toHaveProperty(['filter.q']);
    expect(fails({ sort: '["clave","ASC"]' })).toHaveProperty('sort');
    expect(fails({ sort: '["id"]' })).toHaveProperty('sort');
    for (const range of ['[3,1]', '[0]', '[-1,5]', '[0.5,3]', '"0-9"', '[0,1e20]']) expect(fails({ range })).toHaveProperty('range');
  });
});

describe('contentRange', () => {
  it('names the resource, the row span and the total', () => {
    expect(contentRange('categoria', 0, 50, 123)).toBe('categoria 0-49/123');
    expect(contentRange('categoria', 120, 3, 123)).toBe('categoria 120-122/123');
    expect(contentRange('categoria', 200, 0, 123)).toBe('categoria */123');
  });
});
