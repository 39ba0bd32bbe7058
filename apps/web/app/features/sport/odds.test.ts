import { describe, expect, it } from 'vitest';
import { comboOdds, formatOdds, payoutFor } from './odds';

describe('odds formats', () => {
  it('shows decimal odds with two decimals, rounded down', () => {
    expect(formatOdds(1850)).toBe('1.85');
    expect(formatOdds(2000)).toBe('2.00');
    expect(formatOdds(1333)).toBe('1.33');
  });

  it('shows fractional odds in lowest terms', () => {
    expect(formatOdds(2500, 'fractional')).toBe('3/2');
    expect(formatOdds(1500, 'fractional')).toBe('1/2');
    expect(formatOdds(11_000, 'fractional')).toBe('10/1');
  });

  it('shows American odds: plus for underdogs, minus for favourites', () => {
    expect(formatOdds(2500, 'american')).toBe('+150');
    expect(formatOdds(1500, 'american')).toBe('-200');
    expect(formatOdds(2000, 'american')).toBe('+100');
  });

  it('prices a combination and its payout', () => {
    expect(comboOdds([2000, 1500])).toBe(3000);
    expect(payoutFor(1000n, comboOdds([2000, 1900]))).toBe(3800n);
  });
});
