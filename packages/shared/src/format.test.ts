import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatTime } from './format.js';

const at = new Date(Date.UTC(2026, 10, 5, 7, 4));
const usd = { code: 'USD', symbol: '$', type: 'fiat', subunitToUnit: 100 } as const;
const eur = { code: 'EUR', symbol: '€', type: 'fiat', subunitToUnit: 100 } as const;
const btc = { code: 'BTC', symbol: '₿', type: 'crypto', subunitToUnit: 100_000_000 } as const;
const usdt = { code: 'USDT', symbol: '₮', type: 'crypto', subunitToUnit: 1_000_000 } as const;

describe('dates and times', () => {
  it('writes dates as DD.MM.YY', () => {
    expect(formatDate(at, 'en', 'UTC')).toBe('05.11.26');
    expect(formatDate(at, 'de', 'UTC')).toBe('05.11.26');
  });

  it('writes times as HH:mm on a 24-hour clock', () => {
    expect(formatTime(at, 'en', 'UTC')).toBe('07:04');
    expect(formatTime(new Date(Date.UTC(2026, 0, 1, 19, 30)), 'en-ca', 'UTC')).toBe('19:30');
  });
});

describe('money', () => {
  it('formats fiat minor units with the symbol and two decimals', () => {
    expect(formatMoney(123_456n, usd, 'en')).toBe('$1,234.56');
    expect(formatMoney(123_456, eur, 'de')).toBe('1.234,56\u00a0€');
  });

  it('shows BTC in milli units', () => {
    expect(formatMoney(123_456_789n, btc, 'en')).toBe('1,234.56789 mBTC');
    expect(formatMoney(100_000n, btc, 'en')).toBe('1.00 mBTC');
  });

  it('keeps every minor unit of a large amount exactly', () => {
    expect(formatMoney(9_007_199_254_740_993n, usd, 'en')).toBe('$90,071,992,547,409.93');
  });

  it('shows other crypto with its code', () => {
    expect(formatMoney(1_500_000n, usdt, 'en')).toBe('1.50 USDT');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-250n, usd, 'en')).toBe('-$2.50');
  });
});
