/**
 * A seeded pseudo-random generator (sfc32, seeded through splitmix32), so the same seed makes
 * the same data on every machine. Not for anything secret.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const splitmix = () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** A new generator whose sequence depends only on this one's seed and `salt`. */
  fork(salt: number): Random {
    return new Random((this.uint32() ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0);
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** In [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Index i with probability proportional to 1/(i+1)^s (a Zipf-like choice of a word). */
  zipf(cumulative: Float64Array): number {
    const target = this.next() * (cumulative[cumulative.length - 1] as number);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Normally distributed (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A version-4 UUID made of this generator's bits (unique enough: 122 random bits). */
  uuid(): string {
    const h = (n: number) => n.toString(16).padStart(8, '0');
    const a = h(this.uint32());
    const b = h(((this.uint32() & 0xffff0fff) | 0x00004000) >>> 0);
    const c = h(((this.uint32() & 0x3fffffff) | 0x80000000) >>> 0);
    const d = h(this.uint32());
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** Hex characters (ids in Stripe's form). */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.uint32().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }
}

/** Cumulative weights 1/(i+1)^s for `n` items, for Random.zipf. */
export function zipfTable(n: number, s: number): Float64Array {
  const table = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1) ** s;
    table[i] = sum;
  }
  return table;
}
