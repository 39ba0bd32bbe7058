import { createHmac } from 'node:crypto';

/**
 * The simulator's only source of chance: HMAC-SHA256 of the feed's seed over a label, so the
 * whole calendar, every match and every price is a pure function of (seed, label). Two
 * processes with one seed publish the same feed, and a restart continues it unchanged.
 */
export class SeededRandom {
  #block: Buffer = Buffer.alloc(0);
  #offset = 0;
  #counter = 0;

  constructor(
    private readonly seed: string,
    private readonly label: string,
  ) {}

  /** A float in [0, 1) from 4 bytes. */
  next(): number {
    if (this.#offset + 4 > this.#block.length) {
      this.#block = createHmac('sha256', this.seed).update(`${this.label}:${this.#counter++}`).digest();
      this.#offset = 0;
    }
    const value = this.#block.readUInt32BE(this.#offset) / 2 ** 32;
    this.#offset += 4;
    return value;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Knuth's method: fine for the small means of goals in a match. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  /** A standard normal draw (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** A stable small integer from a label, for choices that need no stream. */
export function hashInt(seed: string, label: string): number {
  return createHmac('sha256', seed).update(label).digest().readUInt32BE(0);
}
