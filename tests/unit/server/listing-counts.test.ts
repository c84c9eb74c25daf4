import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_PRODUCT, listingMembers, listingTotal, MAX_PENDING, TOTAL_RELOAD_MS, writtenTotals, type MemberQuery } from '../../../src/server/catalog/listing-counts';
import type { Db } from '../../../src/server/db/client';

/** A scope's sellable products as the database has them, and every read the totals make. */
function scope(initial: number[]) {
  const state = { sellable: new Set(initial), reads: [] as (number[] | 'todo')[] };
  let gate: Promise<void> | null = null;
  const query: MemberQuery = async (only) => {
    state.reads.push(only ? [...only].sort((a, b) => a - b) : 'todo');
    // what the read sees is the state when it starts (its snapshot), handed back when the gate opens
    const seen = only ? only.filter((id) => state.sellable.has(id)) : [...state.sellable];
    const held = gate;
    gate = null;
    if (held) await held;
    return seen;
  };
  /** Holds the next read until the returned function is called. */
  const hold = () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    return () => open();
  };
  return { state, query, hold };
}

const fakeDb = () => ({}) as Db;

describe('listing totals', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the scope once, then checks only the products a write names', async () => {
    const db = fakeDb();
    const s = scope([1, 2, 3]);
    expect(await listingTotal(db, 'c:1|1|1', ['c:1'], s.query)).toBe(3);
    expect(await listingTotal(db, 'c:1|1|1', ['c:1'], s.query)).toBe(3);
    s.state.sellable.delete(2);
    writtenTotals(db, ['p:2', 'c:1', 'c:9']);
    expect(await listingTotal(db, 'c:1|1|1', ['c:1'], s.query)).toBe(2);
    s.state.sellable.add(7);
    writtenTotals(db, ['p:7', 'c:1']);
    expect(await listingTotal(db, 'c:1|1|1', ['c:1'], s.query)).toBe(3);
    // a write that leaves the product as it was is checked and changes nothing
    writtenTotals(db, ['p:7', 'c:1']);
    expect(await listingTotal(db, 'c:1|1|1', ['c:1'], s.query)).toBe(3);
    expect(s.state.reads).toEqual(['todo', [2], [7], [7]]);
  });

  it('keeps the members of a scope any product may enter (ANY_PRODUCT) across every product write', async () => {
    const db = fakeDb();
    const s = scope([9, 4]);
    const other = scope([1]);
    expect(Array.from(await listingMembers(db, 'sin-existencia|1', [ANY_PRODUCT], s.query))).toEqual([4, 9]);
    await listingTotal(db, 'c:1|1|1', ['c:1'], other.query);
    s.state.sellable.add(7);
    // a stock write of any product, whatever its scopes: checked on the ANY_PRODUCT scope only
    writtenTotals(db, ['p:7', 'c:5', 't:2']);
    expect(Array.from(await listingMembers(db, 'sin-existencia|1', [ANY_PRODUCT], s.query))).toEqual([4, 7, 9]);
    s.state.sellable.delete(9);
    writtenTotals(db, ['p:9', 'o']);
    expect(Array.from(await listingMembers(db, 'sin-existencia|1', [ANY_PRODUCT], s.query))).toEqual([4, 7]);
    // a write naming no product (advertising) leaves it as it is
    writtenTotals(db, ['ads']);
    expect(Array.from(await listingMembers(db, 'sin-existencia|1', [ANY_PRODUCT], s.query))).toEqual([4, 7]);
    expect(s.state.reads).toEqual(['todo', [7], [9]]);
    await listingTotal(db, 'c:1|1|1', ['c:1'], other.query);
    expect(other.state.reads).toEqual(['todo']);
    // a write that drops every page reads it whole again
    writtenTotals(db);
    await listingMembers(db, 'sin-existencia|1', [ANY_PRODUCT], s.query);
    expect(s.state.reads).toEqual(['todo', [7], [9], 'todo']);
  });

  it('leaves the totals of other scopes alone', async () => {
    const db = fakeDb();
    const a = scope([1, 2]);
    const b = scope([5]);
    await listingTotal(db, 'c:1|1|1', ['c:1'], a.query);
    await listingTotal(db, 't:3|1|1', ['t:3'], b.query);
    writtenTotals(db, ['p:2', 'c:1']);
    await listingTotal(db, 'c:1|1|1', ['c:1'], a.query);
    await listingTotal(db, 't:3|1|1', ['t:3'], b.query);
    expect(a.state.reads).toEqual(['todo', [2]]);
    expect(b.state.reads).toEqual(['todo']);
  });

  it('a write that arrives while a check is under way is checked before the next answer', async () => {
    const db = fakeDb();
    const s = scope([1, 2, 3]);
    await listingTotal(db, 'k', ['c:1'], s.query);
    s.state.sellable.delete(1);
    writtenTotals(db, ['p:1', 'c:1']);
    const open = s.hold();
    const first = listingTotal(db, 'k', ['c:1'], s.query);
    await Promise.resolve();
    // product 3 sells out after the check of 1 read the database
    s.state.sellable.delete(3);
    writtenTotals(db, ['p:3', 'c:1']);
    const second = listingTotal(db, 'k', ['c:1'], s.query);
    open();
    expect(await second).toBe(1);
    expect(await first).toBe(1);
    expect(s.state.reads).toEqual(['todo', [1], [3]]);
  });

  it('a write that arrives while the scope is first read is checked after it', async () => {
    const db = fakeDb();
    const s = scope([1, 2]);
    const open = s.hold();
    const loading = listingTotal(db, 'k', ['c:1'], s.query);
    await Promise.resolve();
    s.state.sellable.add(4);
    writtenTotals(db, ['p:4', 'c:1']);
    open();
    expect(await loading).toBe(3);
    expect(s.state.reads).toEqual(['todo', [4]]);
  });

  it('drops a total on a write of its scope that names no product, of every scope without keys, and a group total on advertising', async () => {
    const db = fakeDb();
    const c = scope([1]);
    const d = scope([1, 2]);
    await listingTotal(db, 'c', ['c:1'], c.query);
    await listingTotal(db, 'd', ['d:4'], d.query);
    writtenTotals(db, ['c:1']);
    writtenTotals(db, ['ads']);
    await listingTotal(db, 'c', ['c:1'], c.query);
    await listingTotal(db, 'd', ['d:4'], d.query);
    expect(c.state.reads).toEqual(['todo', 'todo']);
    expect(d.state.reads).toEqual(['todo', 'todo']);
    writtenTotals(db);
    await listingTotal(db, 'c', ['c:1'], c.query);
    expect(c.state.reads).toEqual(['todo', 'todo', 'todo']);
    // more written products than are worth checking one by one: read whole again
    writtenTotals(db, ['c:1', ...Array.from({ length: MAX_PENDING + 1 }, (_, i) => `p:${i + 1}`)]);
    await listingTotal(db, 'c', ['c:1'], c.query);
    expect(c.state.reads).toEqual(['todo', 'todo', 'todo', 'todo']);
  });

  it('reads the scope again in the background after TOTAL_RELOAD_MS, and checks again what was written meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = fakeDb();
    const s = scope([1, 2]);
    await listingTotal(db, 'k', ['c:1'], s.query);
    vi.setSystemTime(Date.now() + TOTAL_RELOAD_MS);
    const open = s.hold();
    // answered from the kept members while the reload runs
    expect(await listingTotal(db, 'k', ['c:1'], s.query)).toBe(2);
    s.state.sellable.delete(2);
    writtenTotals(db, ['p:2', 'c:1']);
    expect(await listingTotal(db, 'k', ['c:1'], s.query)).toBe(1);
    // the reload read 2 before the write: once it lands, 2 is checked again
    open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await listingTotal(db, 'k', ['c:1'], s.query)).toBe(1);
    expect(s.state.reads).toEqual(['todo', 'todo', [2], [2]]);
  });

  it('a failed first read is not kept', async () => {
    const db = fakeDb();
    let fail = true;
    const query: MemberQuery = async () => {
      if (fail) throw new Error('caída');
      return [1];
    };
    await expect(listingTotal(db, 'k', ['c:1'], query)).rejects.toThrow('caída');
    fail = false;
    expect(await listingTotal(db, 'k', ['c:1'], query)).toBe(1);
  });
});
