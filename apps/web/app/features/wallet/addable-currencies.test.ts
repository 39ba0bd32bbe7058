import { describe, expect, it } from 'vitest';
import { addableCurrencies } from './addable-currencies';

const currencies = [
  { code: 'EUR', isEnabled: true },
  { code: 'USD', isEnabled: true },
  { code: 'BTC', isEnabled: true },
  { code: 'RUB', isEnabled: false },
];

describe('currencies a player can add', () => {
  it('are the enabled currencies the player holds no visible account in', () => {
    const codes = addableCurrencies(currencies, [{ currency: 'EUR' }]).map((c) => c.code);
    expect(codes).toEqual(['USD', 'BTC']);
  });

  it('leave out disabled currencies', () => {
    expect(addableCurrencies(currencies, []).map((c) => c.code)).not.toContain('RUB');
  });

  it('are none once every enabled currency has an account', () => {
    expect(addableCurrencies(currencies, [{ currency: 'EUR' }, { currency: 'USD' }, { currency: 'BTC' }])).toEqual([]);
  });
});
