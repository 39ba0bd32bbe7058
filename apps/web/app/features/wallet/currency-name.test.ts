import { describe, expect, it } from 'vitest';
import { currencyName } from './currency-label';

const rub = { code: 'RUB', name: 'Russian Ruble', type: 'fiat' as const };
const eur = { code: 'EUR', name: 'Euro', type: 'fiat' as const };

describe('currencyName', () => {
  it('spells a currency the one way of the locale, whatever the operator typed', () => {
    expect(currencyName(rub, 'en')).toBe(new Intl.DisplayNames(['en-GB'], { type: 'currency' }).of('RUB'));
  });

  it('capitalises a name that the language writes in lower case mid-sentence', () => {
    expect(currencyName(eur, 'fr')).toBe('Euro');
    expect(currencyName(rub, 'ru')).toMatch(/^Р/);
  });

  it('keeps crypto names as the operator gives them', () => {
    expect(currencyName({ code: 'BTC', name: 'Bitcoin', type: 'crypto' }, 'de')).toBe('Bitcoin');
  });
});
