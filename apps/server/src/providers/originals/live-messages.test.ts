import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@casino/shared/locales';
import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.js';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages', 'live');
const read = (code: string) =>
  JSON.parse(readFileSync(path.join(DIR, `${code}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the words of Crash, HiLo and Blackjack', () => {
  const english = read('en');

  it.each(LOCALES.map((locale) => locale.code))('%s has every key, with the same placeholders', (code) => {
    const catalog = read(code);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(catalog[key]!.trim().length).toBeGreaterThan(0);
      expect(placeholders(catalog[key]!)).toEqual(placeholders(text));
    }
  });

  it('is translated, not copied from English, outside the English locales', () => {
    for (const { code } of LOCALES.filter((locale) => !locale.code.startsWith('en'))) {
      expect(read(code)['crash.placeBet']).not.toBe(english['crash.placeBet']);
    }
  });

  it('reaches the game page merged into the studio catalog of the launch locale', () => {
    expect(messagesFor('de').messages['bj.deal']).toBe('Geben');
    expect(messagesFor('ar')).toMatchObject({ dir: 'rtl' });
    expect(messagesFor('xx').messages['crash.placeBet']).toBe(english['crash.placeBet']);
  });
});
