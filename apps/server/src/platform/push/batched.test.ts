import { describe, expect, it } from 'vitest';
import { batched } from './batched.js';

describe('batched loading', () => {
  it('answers calls made together with one load, each with its own value', async () => {
    const loads: number[][] = [];
    const double = batched(async (keys: number[]) => {
      loads.push(keys);
      return keys.map((k) => k * 2);
    }, 10);
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it('splits a crowd into loads of at most the batch size', async () => {
    const loads: number[][] = [];
    const same = batched(async (keys: number[]) => {
      loads.push(keys);
      return keys;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((k) => same(k)));
    expect(loads).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the callers of a failed load', async () => {
    const picky = batched(async (keys: number[]) => {
      if (keys.includes(3)) throw new Error('no 3');
      return keys;
    }, 2);
    const results = await Promise.allSettled([picky(1), picky(2), picky(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  });
});
