import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-locale.server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe('pageLocale', () => {
  it('is the prefix of a prefixed page', () => {
    expect(pageLocale(request('/de/static/terms', { cookie: 'locale=ru' }))).toBe('de');
  });

  it('is the default locale of a page without a prefix', () => {
    expect(pageLocale(request('/static/terms', { cookie: 'locale=ru' }))).toBe('en');
  });

  it('is the locale the visitor browses in on a prefix-exempt page', () => {
    expect(pageLocale(request('/questions/deposits', { cookie: 'theme=dark; locale=de' }))).toBe('de');
  });

  it('falls back to the browser language on a prefix-exempt page', () => {
    expect(pageLocale(request('/questions', { 'accept-language': 'xx, pt-BR;q=0.9, en;q=0.5' }))).toBe('pt-br');
  });

  it('ignores an unsupported cookie value', () => {
    expect(pageLocale(request('/questions', { cookie: 'locale=xx' }))).toBe('en');
  });
});
