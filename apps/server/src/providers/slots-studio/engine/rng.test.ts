import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRng, fairRng } from './rng.js';

describe('cryptoRng', () => {
  it('draws every integer below n about equally often', () => {
    const rng = cryptoRng();
    const counts = new Array<number>(7).fill(0);
    const draws = 700_000;
    for (let i = 0; i < draws; i++) counts[rng.int(7)]!++;
    // Chi-square with 6 degrees of freedom: 40 is far beyond the 0.9999 quantile (≈ 27.9).
    const chi = counts.reduce((sum, n) => sum + (n - draws / 7) ** 2 / (draws / 7), 0);
    expect(chi).toBeLessThan(40);
  });

  it('draws floats in [0, 1) with mean one half', () => {
    const rng = cryptoRng();
    let [sum, min, max] = [0, 1, 0];
    for (let i = 0; i < 100_000; i++) {
      const x = rng.float();
      [sum, min, max] = [sum + x, Math.min(min, x), Math.max(max, x)];
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect(Math.abs(sum / 100_000 - 0.5)).toBeLessThan(0.01);
  });

  it('refuses a range that is not a positive integer', () => {
    const rng = cryptoRng();
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
  });
});

describe('fairRng', () => {
  it('reads HMAC-SHA256(server seed, client seed:nonce:block) as 32-bit words', () => {
    const digest = createHmac('sha256', 'server').update('client:7:0').digest();
    const rng = fairRng('server', 'client', 7);
    expect(rng.float()).toBe(digest.readUInt32BE(0) / 2 ** 32);
    expect(rng.int(1000)).toBe(digest.readUInt32BE(4) % 1000);
  });

  it('replays the same round from the same seeds and differs for the next nonce', () => {
    const draws = (nonce: number) => {
      const rng = fairRng('server', 'client', nonce);
      return Array.from({ length: 20 }, () => rng.int(52));
    };
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).not.toEqual(draws(2));
  });
});
