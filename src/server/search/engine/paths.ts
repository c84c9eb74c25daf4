/** Dotted attribute paths ('categoria.lvl0', 'disponibilidad.zon1ust1.existencia') into records. */

export type SearchRecord = { objectID: string } & Record<string, unknown>;

export function getPath(record: unknown, path: string): unknown {
  if (!path.includes('.')) return (record as Record<string, unknown> | null)?.[path];
  let v: unknown = record;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Scalar leaves of a value (arrays flattened one level): what facets and filters compare. */
export function leaves(value: unknown): (string | number | boolean)[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && typeof v !== 'object') as (string | number | boolean)[];
  if (typeof value === 'object') return [];
  return [value as string | number | boolean];
}
