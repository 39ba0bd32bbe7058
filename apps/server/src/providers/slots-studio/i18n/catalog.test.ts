import { LOCALES } from '@casino/shared/locales';
import { describe, expect, it } from 'vitest';
import { STUDIO_LOCALES, studioLocale } from './catalog.js';
import { en, type MessageKey } from './messages.js';

const KEYS = Object.keys(en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const ENGLISH = new Set(['en', 'en-au', 'en-ca', 'en-nz']);

describe('the game page catalog', () => {
  it('has every locale the casino launches in, right-to-left for Arabic and Persian', () => {
    expect(STUDIO_LOCALES.map((locale) => locale.code).sort()).toEqual(LOCALES.map((locale) => locale.code).sort());
    for (const locale of LOCALES) expect(studioLocale(locale.code).dir).toBe(locale.dir);
    expect(studioLocale('ar').dir).toBe('rtl');
    expect(studioLocale('fa').dir).toBe('rtl');
  });

  it.each(STUDIO_LOCALES.map((locale) => [locale.code, locale] as const))(
    '%s has every key, non-empty, with the same placeholders as English',
    (_code, locale) => {
      expect(Object.keys(locale.messages).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(locale.messages[key].trim(), key).not.toBe('');
        expect(placeholders(locale.messages[key]), key).toEqual(placeholders(en[key]));
      }
    },
  );

  it('translates: outside English, at most a few words (Turbo, Blackjack, Demo…) stay as in English', () => {
    for (const locale of STUDIO_LOCALES.filter((entry) => !ENGLISH.has(entry.code))) {
      const same = KEYS.filter((key) => locale.messages[key] === en[key]);
      expect(same.length, `${locale.code}: ${same.join(', ')}`).toBeLessThanOrEqual(12);
    }
  });

  it('picks a launch locale by its full code, then its language, else English', () => {
    expect(studioLocale('pt-br').messages).not.toBe(studioLocale('pt').messages);
    expect(studioLocale('pt-BR').code).toBe('pt-br');
    expect(studioLocale('de-ch').code).toBe('de');
    expect(studioLocale('se').intl).toBe('sv-SE');
    expect(studioLocale('xx').code).toBe('en');
    expect(studioLocale('').code).toBe('en');
  });
});
