import { describe, expect, it } from 'vitest';
import {
  EQUIVALENT_CURRENCY_KEY,
  equivalentBalance,
  equivalentCurrencyOptions,
  readEquivalentCurrency,
  writeEquivalentCurrency,
  type RatedMoneyCurrency,
} from './equivalent-currency';

const USD: RatedMoneyCurrency = { code: 'USD', symbol: '$', type: 'fiat', subunitToUnit: 100, rate: { rate: '1' } };
const EUR: RatedMoneyCurrency = { code: 'EUR', symbol: '€', type: 'fiat', subunitToUnit: 100, rate: { rate: '1.08' } };
const BTC: RatedMoneyCurrency = {
  code: 'BTC',
  symbol: '₿',
  type: 'crypto',
  subunitToUnit: 100_000_000,
  rate: { rate: '97000' },
};
const USDT: RatedMoneyCurrency = {
  code: 'USDT',
  symbol: '₮',
  type: 'crypto',
  subunitToUnit: 1_000_000,
  rate: { rate: '1' },
};
const currencies = [USD, EUR, BTC, USDT];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusingStorage = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('the stored equivalent currency', () => {
  it('is kept under the key equivalent-currency', () => {
    const storage = memoryStorage();
    writeEquivalentCurrency(storage, 'EUR');
    expect(storage.items.get(EQUIVALENT_CURRENCY_KEY)).toBe('EUR');
    expect(readEquivalentCurrency(storage)).toBe('EUR');
  });

  it('clears the key when the choice is removed', () => {
    const storage = memoryStorage();
    writeEquivalentCurrency(storage, 'EUR');
    writeEquivalentCurrency(storage, null);
    expect(storage.items.has(EQUIVALENT_CURRENCY_KEY)).toBe(false);
    expect(readEquivalentCurrency(storage)).toBeNull();
  });

  it('is none when nothing was chosen, there is no storage, or storage refuses', () => {
    expect(readEquivalentCurrency(memoryStorage())).toBeNull();
    expect(readEquivalentCurrency(undefined)).toBeNull();
    expect(readEquivalentCurrency(refusingStorage)).toBeNull();
    expect(() => writeEquivalentCurrency(refusingStorage, 'EUR')).not.toThrow();
  });
});

describe('equivalent currency options', () => {
  it('are the fiat currencies only', () => {
    expect(equivalentCurrencyOptions(currencies).map((c) => c.code)).toEqual(['USD', 'EUR']);
  });
});

describe('the equivalent of a balance', () => {
  it('converts a crypto balance exactly into the chosen fiat currency', () => {
    // 0.00012345 BTC at 97000 USD = 11.97465 USD; in EUR at 1.08: 11.0876… → €11.08, toward zero.
    const equivalent = equivalentBalance({ currency: 'BTC', balance: 12_345 }, currencies, 'EUR');
    expect(equivalent).toEqual({ amount: 1_108n, currency: EUR });
  });

  it('is given to every crypto account, stablecoins included', () => {
    expect(equivalentBalance({ currency: 'USDT', balance: 2_500_000 }, currencies, 'USD')).toEqual({
      amount: 250n,
      currency: USD,
    });
  });

  it('is not given to a fiat account', () => {
    expect(equivalentBalance({ currency: 'USD', balance: 1_000 }, currencies, 'EUR')).toBeNull();
  });

  it('is not given without a chosen equivalent currency', () => {
    expect(equivalentBalance({ currency: 'BTC', balance: 12_345 }, currencies, null)).toBeNull();
  });

  it('is not given when the stored choice is not an offered fiat currency', () => {
    expect(equivalentBalance({ currency: 'BTC', balance: 12_345 }, currencies, 'GBP')).toBeNull();
    expect(equivalentBalance({ currency: 'BTC', balance: 12_345 }, currencies, 'USDT')).toBeNull();
  });

  it('is not given for an account in a currency no longer offered', () => {
    expect(equivalentBalance({ currency: 'ETH', balance: 12_345 }, currencies, 'EUR')).toBeNull();
  });
});
