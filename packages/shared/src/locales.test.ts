import { describe, expect, it } from 'vitest';
import {
  acceptLanguages,
  DEFAULT_LOCALE,
  isPrefixExempt,
  LOCALE_PREFIX_PATTERN,
  LOCALES,
  localizePath,
  normalizeLocale,
  resolveLocale,
  splitLocalePath,
} from './locales.js';

describe('LOCALES', () => {
  it('has exactly 38 locales', () => {
    expect(LOCALES).toHaveLength(38);
  });

  it('has 32 distinct language codes', () => {
    expect(new Set(LOCALES.map((l) => l.languageCode)).size).toBe(32);
  });

  it('has no duplicate locale codes', () => {
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(LOCALES.length);
  });

  it('gives every locale a code that matches the prefix pattern', () => {
    for (const { code } of LOCALES) expect(code).toMatch(LOCALE_PREFIX_PATTERN);
  });

  it('uses en as the default locale', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES.map((l) => l.code)).toContain('en');
  });

  it('writes ar and fa right to left', () => {
    const rtl = LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code);
    expect(rtl.sort()).toEqual(['ar', 'fa']);
  });
});

describe('LOCALE_PREFIX_PATTERN', () => {
  it('accepts two letters, or two letters, a hyphen and two letters', () => {
    expect(LOCALE_PREFIX_PATTERN.test('de')).toBe(true);
    expect(LOCALE_PREFIX_PATTERN.test('pt-br')).toBe(true);
  });

  it('rejects uppercase, three letters and other separators', () => {
    for (const bad of ['DE', 'pt-BR', 'deu', 'pt_br', 'pt-bra', 'd', '']) {
      expect(LOCALE_PREFIX_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('normalizeLocale', () => {
  it('lowercases a supported tag', () => {
    expect(normalizeLocale('PT-BR')).toBe('pt-br');
    expect(normalizeLocale('De')).toBe('de');
  });

  it('turns an underscore into a hyphen', () => {
    expect(normalizeLocale('pt_BR')).toBe('pt-br');
  });

  it('returns null for an unsupported or empty tag', () => {
    expect(normalizeLocale('xx')).toBeNull();
    expect(normalizeLocale('de-AT')).toBeNull();
    expect(normalizeLocale('')).toBeNull();
    expect(normalizeLocale(null)).toBeNull();
    expect(normalizeLocale(undefined)).toBeNull();
  });
});

describe('acceptLanguages', () => {
  it('orders the tags by quality, keeping the sent order between equals', () => {
    expect(acceptLanguages('en;q=0.5, pt-BR;q=0.9, de, fr')).toEqual(['de', 'fr', 'pt-BR', 'en']);
  });

  it('drops refused, wildcard and empty entries', () => {
    expect(acceptLanguages('de;q=0, *, , it;q=abc, es')).toEqual(['es']);
    expect(acceptLanguages(null)).toEqual([]);
  });
});

describe('resolveLocale', () => {
  it('falls back to the default locale with nothing to go on', () => {
    expect(resolveLocale({})).toBe('en');
  });

  it('resolves a browser de-AT to de through the part before the dash', () => {
    expect(resolveLocale({ browser: ['de-AT'] })).toBe('de');
  });

  it('resolves a browser pt-BR to pt-br by its full code', () => {
    expect(resolveLocale({ browser: ['pt-BR'] })).toBe('pt-br');
  });

  it('falls to en for an unsupported browser language', () => {
    expect(resolveLocale({ browser: ['xx-YY', 'zz'] })).toBe('en');
  });

  it('takes the first supported browser language', () => {
    expect(resolveLocale({ browser: ['xx', 'fr-CH', 'de'] })).toBe('fr');
  });

  it('prefers the stored user-language over the browser language', () => {
    expect(resolveLocale({ stored: 'it', browser: ['de-DE'] })).toBe('it');
  });

  it('prefers the explicit value over the stored user-language', () => {
    expect(resolveLocale({ explicit: 'pl', stored: 'it', browser: ['de'] })).toBe('pl');
  });

  it('skips an unsupported stored value and uses the browser language', () => {
    expect(resolveLocale({ stored: 'xx', browser: ['de'] })).toBe('de');
  });

  it('skips an unsupported explicit value and uses the stored one', () => {
    expect(resolveLocale({ explicit: 'xx', stored: 'it' })).toBe('it');
  });

  it('normalises uppercase and underscores in every candidate', () => {
    expect(resolveLocale({ explicit: 'ES_MX' })).toBe('es-mx');
    expect(resolveLocale({ stored: 'FR_CA' })).toBe('fr-ca');
    expect(resolveLocale({ browser: ['EN_AU'] })).toBe('en-au');
  });
});

describe('splitLocalePath', () => {
  it('splits /de/games into de and /games', () => {
    expect(splitLocalePath('/de/games')).toEqual({ locale: 'de', path: '/games', hasPrefix: true });
  });

  it('reads /de as the root of de', () => {
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/', hasPrefix: true });
  });

  it('reads a two-part prefix such as /pt-br/games', () => {
    expect(splitLocalePath('/pt-br/games')).toEqual({ locale: 'pt-br', path: '/games', hasPrefix: true });
  });

  it('gives an unprefixed path to the default locale', () => {
    expect(splitLocalePath('/games')).toEqual({ locale: 'en', path: '/games', hasPrefix: false });
  });

  it('does not treat /en as a prefix', () => {
    expect(splitLocalePath('/en/games')).toEqual({ locale: 'en', path: '/en/games', hasPrefix: false });
  });

  it('does not treat an unknown locale as a prefix', () => {
    expect(splitLocalePath('/xx/games')).toEqual({ locale: 'en', path: '/xx/games', hasPrefix: false });
  });

  it('reads the root as the default locale', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/', hasPrefix: false });
  });
});

describe('localizePath', () => {
  it('omits the prefix for the default locale', () => {
    expect(localizePath('/games', 'en')).toBe('/games');
  });

  it('prefixes a path with the locale code', () => {
    expect(localizePath('/games', 'de')).toBe('/de/games');
    expect(localizePath('/games', 'pt-br')).toBe('/pt-br/games');
  });

  it('turns the root into the bare locale prefix', () => {
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('leaves the exempt pages without a prefix', () => {
    expect(localizePath('/questions', 'de')).toBe('/questions');
    expect(localizePath('/questions/how-to-deposit', 'de')).toBe('/questions/how-to-deposit');
    expect(localizePath('/confirm-code', 'fr')).toBe('/confirm-code');
    expect(localizePath('/password-reset-code', 'pt-br')).toBe('/password-reset-code');
  });

  it('adds the leading slash to a relative path', () => {
    expect(localizePath('games', 'de')).toBe('/de/games');
  });

  it('does not prefix an unsupported locale', () => {
    expect(localizePath('/games', 'xx')).toBe('/games');
  });
});

describe('isPrefixExempt', () => {
  it('exempts /questions, /confirm-code and /password-reset-code and their subpages', () => {
    expect(isPrefixExempt('/questions')).toBe(true);
    expect(isPrefixExempt('/questions/some-page')).toBe(true);
    expect(isPrefixExempt('/confirm-code')).toBe(true);
    expect(isPrefixExempt('/password-reset-code')).toBe(true);
  });

  it('does not exempt other pages, even with a similar name', () => {
    expect(isPrefixExempt('/games')).toBe(false);
    expect(isPrefixExempt('/questions-old')).toBe(false);
    expect(isPrefixExempt('/')).toBe(false);
  });
});
