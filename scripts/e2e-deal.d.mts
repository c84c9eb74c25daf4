/** Types of scripts/e2e-deal.mjs for the TypeScript that imports it (its unit test). */
export interface Shard {
  seconds: number;
  files: string[];
}
export function deal(files: string[], seconds: Record<string, number>, shards: number): Shard[];
export function secondsPerFile(report: { suites?: unknown[] }): Record<string, number>;
