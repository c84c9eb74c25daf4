import { describe, expect, it } from 'vitest';
import { deal, secondsPerFile } from '../../../scripts/e2e-deal.mjs';

describe('the e2e spec files dealt to the shards', () => {
  it('puts the longest files first on the shard with the least time, each shard in name order', () => {
    const seconds = { 'a.spec.ts': 100, 'b.spec.ts': 90, 'c.spec.ts': 60, 'd.spec.ts': 50, 'e.spec.ts': 40, 'f.spec.ts': 10 };
    expect(deal(Object.keys(seconds), seconds, 2)).toEqual([
      { seconds: 190, files: ['a.spec.ts', 'd.spec.ts', 'e.spec.ts'] },
      { seconds: 160, files: ['b.spec.ts', 'c.spec.ts', 'f.spec.ts'] },
    ]);
  });

  it('counts a file never measured as the median of the measured ones, and every file lands once', () => {
    const seconds = { 'a.spec.ts': 30, 'b.spec.ts': 200, 'c.spec.ts': 70 };
    const shards = deal(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'nuevo.spec.ts'], seconds, 2);
    expect(shards).toEqual([
      { seconds: 200, files: ['b.spec.ts'] },
      { seconds: 170, files: ['a.spec.ts', 'c.spec.ts', 'nuevo.spec.ts'] },
    ]);
  });

  it('with nothing measured, deals the files in turn by name at 60 s each; one shard takes them all', () => {
    expect(deal(['c.spec.ts', 'a.spec.ts', 'b.spec.ts'], {}, 2)).toEqual([
      { seconds: 120, files: ['a.spec.ts', 'c.spec.ts'] },
      { seconds: 60, files: ['b.spec.ts'] },
    ]);
    expect(deal(['b.spec.ts', 'a.spec.ts'], { 'a.spec.ts': 5 }, 1)).toEqual([{ seconds: 10, files: ['a.spec.ts', 'b.spec.ts'] }]);
  });

  it("adds up every attempt of every test of a file from Playwright's JSON report, nested describes included", () => {
    const test = (...ms: number[]) => ({ results: ms.map((duration) => ({ duration })) });
    const report = {
      suites: [
        { specs: [{ file: 'cart.spec.ts', tests: [test(1500)] }], suites: [{ specs: [{ file: 'cart.spec.ts', tests: [test(2000, 500)] }] }] },
        { specs: [{ file: 'sub/admin.spec.ts', tests: [test(250)] }] },
      ],
    };
    expect(secondsPerFile(report)).toEqual({ 'cart.spec.ts': 4, 'admin.spec.ts': 0.25 });
  });
});
