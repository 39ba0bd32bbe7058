import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@casino/shared/locales';
import { describe, expect, it } from 'vitest';
import { MESSAGES_DIR, messagesFor } from './messages.js';

const catalog = (code: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${code}.json`), 'utf8')) as Record<string, string>;

describe('game page catalogs', () => {
  const english = catalog('en');

  // A regional locale (es-mx, pt-br …) inherits its base language's catalog and may add its own.
  it.each(LOCALES.filter((l) => !l.code.includes('-')).map((l) => l.code))(
    '%s has every key of English, with the same placeholders',
    (code) => {
      const messages = catalog(code);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(messages[key]!), `${code} ${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('translates rather than copies English outside the English locales', () => {
    for (const { code, languageCode } of LOCALES) {
      if (languageCode === 'en' || code.includes('-')) continue;
      const messages = catalog(code);
      const same = Object.keys(english).filter((key) => messages[key] === english[key] && english[key]!.length > 12);
      expect(same, code).toEqual([]);
    }
  });

  it('pages right-to-left for Arabic and Persian', () => {
    expect(messagesFor('ar').dir).toBe('rtl');
    expect(messagesFor('fa').dir).toBe('rtl');
    expect(messagesFor('de').dir).toBe('ltr');
  });
});
