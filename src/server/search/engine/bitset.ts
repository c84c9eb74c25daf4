/** Fixed-size bit sets over document numbers, for filters: one bit per document slot. */

export type Bitset = Uint32Array;

export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function hasBit(b: Bitset, i: number): boolean {
  return ((b[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

export function setBit(b: Bitset, i: number): void {
  b[i >>> 5]! |= 1 << (i & 31);
}

export function clearBit(b: Bitset, i: number): void {
  b[i >>> 5]! &= ~(1 << (i & 31));
}

export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & (b[i] ?? 0);
  return out;
}

export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! | (b[i] ?? 0);
  return out;
}

/** Documents of `universe` not in `b`. */
export function andNot(universe: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(universe.length);
  for (let i = 0; i < universe.length; i++) out[i] = universe[i]! & ~(b[i] ?? 0);
  return out;
}

export function fromDocs(size: number, docs: ArrayLike<number>): Bitset {
  const out = createBitset(size);
  for (let i = 0; i < docs.length; i++) setBit(out, docs[i]!);
  return out;
}

/** Calls `fn` with every set bit, in increasing order. */
export function forEachBit(b: Bitset, fn: (i: number) => void): void {
  for (let w = 0; w < b.length; w++) {
    let word = b[w]!;
    while (word !== 0) {
      const low = word & -word;
      fn((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
