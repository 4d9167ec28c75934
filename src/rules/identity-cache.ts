// A few values derived from objects the rules never change (snapshots, their arrays), found again by identity. A
// ring of strong references rather than a WeakMap: WeakMap entries keyed by short-lived snapshots made every
// young-generation collection several times slower, and a fight only ever has a few ships live at once.

/** The last `size` values set, each under a pair of keys compared by identity; lookups start with the newest. */
export class IdentityCache<A, B, V> {
  private readonly firsts: (A | null)[];
  private readonly seconds: (B | null)[];
  private readonly values: (V | undefined)[];
  /** the slot written last */
  private last = 0;
  /** the slots of the last two hits, tried first: a fight looks up its two ships in turn */
  private hit = 0;
  private hitBefore = 0;

  constructor(private readonly size = 8) {
    this.firsts = Array.from({ length: size }, () => null);
    this.seconds = Array.from({ length: size }, () => null);
    this.values = Array.from({ length: size }, () => undefined);
  }

  /** The value set under exactly these keys, or undefined. */
  get(a: A, b: B): V | undefined {
    // the last two hits, which nearly always answer (a fight's two ships in turn), apart: a small function is inlined
    // where it is called, and answers them without writing anything
    const firsts = this.firsts;
    const seconds = this.seconds;
    let i = this.hit;
    if (firsts[i] === a && seconds[i] === b) return this.values[i];
    i = this.hitBefore;
    if (firsts[i] === a && seconds[i] === b) return this.values[i];
    return this.search(a, b);
  }

  private search(a: A, b: B): V | undefined {
    const firsts = this.firsts;
    const seconds = this.seconds;
    for (let i = this.last; i >= 0; i--) if (firsts[i] === a && seconds[i] === b) return this.found(i);
    for (let i = this.size - 1; i > this.last; i--) if (firsts[i] === a && seconds[i] === b) return this.found(i);
    return undefined;
  }

  private found(i: number): V | undefined {
    this.hitBefore = this.hit;
    this.hit = i;
    return this.values[i];
  }

  /**
   * The value of the first entry whose keys pass `test`, or undefined. `x` and `y` are handed to every test (a test that
   * needs them is then a plain function, not a closure made for each search).
   */
  find<X, Y>(test: (a: A, b: B, x: X, y: Y) => boolean, x: X, y: Y): V | undefined {
    const firsts = this.firsts;
    const seconds = this.seconds;
    for (let i = 0; i < this.size; i++) {
      const a = firsts[i];
      if (a !== null && test(a, seconds[i]!, x, y)) return this.values[i];
    }
    return undefined;
  }

  /** Keep `value` under these keys (the oldest entry goes); returns it. */
  set(a: A, b: B, value: V): V {
    this.last = (this.last + 1) % this.size;
    this.firsts[this.last] = a;
    this.seconds[this.last] = b;
    this.values[this.last] = value;
    // tried first from now on: an older entry under the same keys is never found again
    this.hitBefore = this.hit;
    this.hit = this.last;
    return value;
  }
}
