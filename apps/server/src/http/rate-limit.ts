import type { Redis } from 'ioredis';

/**
 * Counts events per key in fixed windows. In Redis when the site runs several
 * processes (DESIGN §2), in memory otherwise.
 */
export interface RateLimiter {
  /** Adds one event and returns how many the key has in its current window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Takes back one event of the current window (an attempt that turned out fine). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const current = this.#live(key, now);
    const window = current ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    this.#windows.set(key, window);
    if (this.#windows.size > 100_000) this.#sweep(now);
    return window.count;
  }

  async count(key: string): Promise<number> {
    return this.#live(key, this.now())?.count ?? 0;
  }

  async release(key: string): Promise<void> {
    const window = this.#live(key, this.now());
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #live(key: string, now: number) {
    const window = this.#windows.get(key);
    if (window && window.endsAt <= now) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #sweep(now: number) {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const name = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count;
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async release(key: string): Promise<void> {
    // Only an existing, positive count goes down: a key that expired meanwhile is not recreated without a TTL.
    await this.redis.eval(
      "if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
