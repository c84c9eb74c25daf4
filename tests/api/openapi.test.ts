/**
 * The OpenAPI document served at /backend/docs/json is valid (so generated clients work): it passes the
 * OpenAPI schema validator, and each operation's path parameters are exactly the ones of its path.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const res = await t.api({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('passes the OpenAPI schema validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares, for every operation, exactly the parameters of its path, all required', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(operations)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
        const names = declared.map((p) => p.name).sort();
        if (JSON.stringify(names) !== JSON.stringify(inPath)) problems.push(`${method.toUpperCase()} ${path}: ${names.join(',')}`);
        for (const p of declared) if (p.required !== true) problems.push(`${method.toUpperCase()} ${path}: ${p.name} opcional`);
      }
    }
    expect(problems).toEqual([]);
  });
});
