import { describe, expect, it } from 'vitest';
import { firstLoadRedirect, switchLocalePath, type FirstLoad } from './locale-paths';

const load = (overrides: Partial<FirstLoad>): FirstLoad => ({
  pathname: '/games',
  search: '',
  hash: '',
  stored: null,
  browser: [],
  ...overrides,
});

describe('firstLoadRedirect', () => {
  it('redirects to the stored user-language path', () => {
    expect(firstLoadRedirect(load({ stored: 'de' }))).toBe('/de/games');
  });

  it('prefers the stored user-language over the browser language', () => {
    expect(firstLoadRedirect(load({ stored: 'it', browser: ['de-DE'] }))).toBe('/it/games');
  });

  it('redirects to the first supported browser language without a stored one', () => {
    expect(firstLoadRedirect(load({ browser: ['xx', 'fr-CH', 'de'] }))).toBe('/fr/games');
  });

  it('ignores an unsupported stored user-language', () => {
    expect(firstLoadRedirect(load({ stored: 'xx', browser: ['pt-BR'] }))).toBe('/pt-br/games');
  });

  it('keeps the query string and hash', () => {
    expect(firstLoadRedirect(load({ stored: 'de', search: '?sign-in=true&ref=abc', hash: '#top' }))).toBe(
      '/de/games?sign-in=true&ref=abc#top',
    );
  });

  it('redirects the root to the bare locale prefix', () => {
    expect(firstLoadRedirect(load({ pathname: '/', stored: 'de', search: '?wallet=deposit' }))).toBe(
      '/de?wallet=deposit',
    );
  });

  it('does nothing when the path already has a locale prefix', () => {
    expect(firstLoadRedirect(load({ pathname: '/fr/games', stored: 'de' }))).toBeNull();
  });

  it('does nothing on the exempt pages', () => {
    for (const pathname of ['/questions', '/questions/how-to-deposit', '/confirm-code', '/password-reset-code']) {
      expect(firstLoadRedirect(load({ pathname, stored: 'de' }))).toBeNull();
    }
  });

  it('does nothing when the result is the default locale', () => {
    expect(firstLoadRedirect(load({ stored: 'en' }))).toBeNull();
    expect(firstLoadRedirect(load({ browser: ['en-US'] }))).toBeNull();
  });

  it('does nothing when neither the stored nor the browser language is supported', () => {
    expect(firstLoadRedirect(load({ stored: 'xx', browser: ['zz-ZZ'] }))).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it('moves a prefixed page to another locale', () => {
    expect(switchLocalePath('/de/games', 'fr')).toBe('/fr/games');
  });

  it('drops the prefix when switching to the default locale', () => {
    expect(switchLocalePath('/de/games', 'en')).toBe('/games');
    expect(switchLocalePath('/de', 'en')).toBe('/');
  });

  it('adds the prefix when switching from the default locale', () => {
    expect(switchLocalePath('/games', 'pt-br')).toBe('/pt-br/games');
    expect(switchLocalePath('/', 'de')).toBe('/de');
  });

  it('keeps the exempt pages without a prefix', () => {
    expect(switchLocalePath('/questions', 'de')).toBe('/questions');
  });
});
