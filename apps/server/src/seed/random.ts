/** A small seeded PRNG (mulberry32) so the demo data is the same on every machine. */
export class Random {
  constructor(private state: number) {}
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }
  pick<T>(list: readonly T[]): T {
    const item = list[this.int(list.length)];
    if (item === undefined) throw new RangeError('cannot pick from an empty list');
    return item;
  }
}

/** The element at `i`, counting round the list again past its end; throws on an empty list. */
export function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new RangeError(`no element ${i} in a list of ${list.length}`);
  return item;
}
