import { describe, expect, it } from 'vitest';
import { limitStep, roundLimits, roundMaximumDown, roundMinimumUp } from './amount-limits';

describe('limitStep', () => {
  it('is the largest 1-2-5 step within a tenth of the amount', () => {
    expect(limitStep(925n)).toBe(50n);
    expect(limitStep(462_962n)).toBe(20_000n);
    expect(limitStep(10_000n)).toBe(1_000n);
  });

  it('never goes below one minor unit', () => {
    expect(limitStep(7n)).toBe(1n);
    expect(limitStep(0n)).toBe(1n);
  });
});

describe('roundMinimumUp', () => {
  it('rounds a converted euro minimum up to a round figure (€9.25 → €9.50)', () => {
    expect(roundMinimumUp(925n)).toBe(950n);
  });

  it('rounds a bitcoin minimum up in satoshi (0.10309 mBTC → 0.11 mBTC)', () => {
    expect(roundMinimumUp(10_309n)).toBe(11_000n);
  });

  it('keeps a minimum that is already round', () => {
    expect(roundMinimumUp(1_000n)).toBe(1_000n);
  });
});

describe('roundMaximumDown', () => {
  it('rounds a converted euro maximum down (€4,629.62 → €4,600)', () => {
    expect(roundMaximumDown(462_962n)).toBe(460_000n);
  });

  it('keeps a maximum that is already round', () => {
    expect(roundMaximumDown(500_000n)).toBe(500_000n);
  });
});

describe('roundLimits', () => {
  it('only ever narrows the range, by at most a tenth at each end', () => {
    for (const [min, max] of [
      [925n, 462_962n],
      [1n, 99n],
      [14_837n, 148_370_000n],
      [123_456_789n, 987_654_321n],
    ] as const) {
      const rounded = roundLimits(min, max);
      expect(rounded.min).toBeGreaterThanOrEqual(min);
      expect(rounded.max).toBeLessThanOrEqual(max);
      expect((rounded.min - min) * 10n).toBeLessThanOrEqual(min);
      expect((max - rounded.max) * 10n).toBeLessThanOrEqual(max);
    }
  });

  it('keeps the exact limits when rounding would cross them', () => {
    expect(roundLimits(91n, 94n)).toEqual({ min: 91n, max: 94n });
  });
});
