import { describe, expect, it } from 'vitest';
import { convertMinor, rebaseRate, scaledRate } from './money.js';

const EUR = { code: 'EUR', subunitToUnit: 100, rate: '1' };
const USD = { code: 'USD', subunitToUnit: 100, rate: '0.92' };
const BTC = { code: 'BTC', subunitToUnit: 100_000_000, rate: '61234.5' };
const JPY = { code: 'JPY', subunitToUnit: 1, rate: '0.0061' };

describe('currency conversion', () => {
  it('reads decimal rates exactly', () => {
    expect(scaledRate('0.92')).toBe(920_000_000_000n);
    expect(scaledRate('61234.5')).toBe(61_234_500_000_000_000n);
  });

  it('leaves an amount in its own currency untouched', () => {
    expect(convertMinor(12_345n, EUR, EUR)).toBe(12_345n);
  });

  it('converts through the base currency in minor units', () => {
    expect(convertMinor(10_000n, USD, EUR)).toBe(9_200n);
    expect(convertMinor(100_000_000n, BTC, EUR)).toBe(6_123_450n);
    expect(convertMinor(1_000n, JPY, EUR)).toBe(610n);
  });

  it('rounds toward zero, never showing more than there is', () => {
    // 1 cent of USD is 0.92 euro cents: shown as 0.
    expect(convertMinor(1n, USD, EUR)).toBe(0n);
    // 100 EUR is 108.695652… USD.
    expect(convertMinor(10_000n, EUR, USD)).toBe(10_869n);
  });

  it('refuses a rate that is not a decimal', () => {
    expect(() => scaledRate('1e5')).toThrow();
  });
});

describe('rebasing a rate', () => {
  it('re-expresses a rate quoted in euros against the base currency', () => {
    // The feed quotes in EUR; the base (USD) is worth 0.925 EUR: 90,000 EUR is 97,297.29… USD.
    expect(rebaseRate('90000', '0.925')).toBe('97297.297297297297');
  });

  it('keeps twelve decimals and rounds toward zero', () => {
    expect(rebaseRate('1', '3')).toBe('0.333333333333');
    expect(rebaseRate('0.000000000001', '2')).toBe('0');
  });
});
