import { describe, expect, it } from 'vitest';
import { amountInputValue, formatDate, formatMoney, formatTime, inputUnit, parseAmountInput } from './format.js';

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

  it('writes a plus before a positive amount when asked, never before zero', () => {
    const signed = { signDisplay: 'exceptZero' } as const;
    expect(formatMoney(250n, usd, 'en', signed)).toBe('+$2.50');
    expect(formatMoney(-250n, usd, 'en', signed)).toBe('-$2.50');
    expect(formatMoney(0n, usd, 'en', signed)).toBe('$0.00');
    expect(formatMoney(100_000n, btc, 'en', signed)).toBe('+1.00 mBTC');
  });
});

describe('typed amounts', () => {
  it('reads a typed amount into minor units with a dot or a comma', () => {
    expect(parseAmountInput('12.5', eur)).toBe(1250n);
    expect(parseAmountInput('12,50', eur)).toBe(1250n);
    expect(parseAmountInput('1 000', eur)).toBe(100_000n);
  });

  it('reads BTC amounts in milli units', () => {
    expect(parseAmountInput('1.5', btc)).toBe(150_000n);
    expect(inputUnit(btc)).toMatchObject({ label: 'mBTC', fractionDigits: 5 });
  });

  it('refuses zero, signs, letters and more decimals than the unit has', () => {
    for (const text of ['0', '0.00', '-5', '5e2', 'abc', '1.234', '']) expect(parseAmountInput(text, eur)).toBeNull();
  });

  it('writes minor units back as the number a player would type', () => {
    expect(amountInputValue(1250, eur)).toBe('12.50');
    expect(amountInputValue(150_000n, btc)).toBe('1.50000');
  });
});
