import { describe, expect, it } from 'vitest';
import { presets } from './methods.js';

describe('amount presets', () => {
  it('offers round amounts from the first one at or above the minimum', () => {
    expect(presets(925n, 462_962n)).toEqual([1_000, 2_000, 5_000, 10_000]);
  });

  it('keeps the presets inside the maximum', () => {
    expect(presets(4_000n, 12_000n)).toEqual([5_000, 10_000]);
  });

  it('works in the smallest units of crypto', () => {
    expect(presets(14_837n, 148_370_000n)).toEqual([20_000, 50_000, 100_000, 200_000]);
  });
});
