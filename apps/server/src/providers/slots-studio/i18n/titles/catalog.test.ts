import { describe, expect, it } from 'vitest';
import type { SymbolId } from '../../engine/titles/define.js';
import { TITLES } from '../../engine/titles.js';
import { STUDIO_LOCALES } from '../catalog.js';
import { TITLE_TEXTS, titleTexts } from './catalog.js';

/** Each title's English words: its description and the names of its themed symbols. */
const ENGLISH = TITLES.map((title) => ({
  id: title.id,
  description: title.description,
  symbols: Object.fromEntries(
    title.kind === 'slot'
      ? title.symbols.filter((symbol) => symbol.name !== symbol.id).map((symbol) => [symbol.id, symbol.name])
      : [],
  ) as Record<string, string>,
}));

/** Numbers as digit runs, thousands and decimal separators dropped: 1,000× and 1.000× are both 1000. */
const numbers = (text: string) =>
  (text.replace(/(\d)[.,\u00a0\u202f\u066b\u066c ](?=\d)/g, '$1').match(/\d+/g) ?? []).sort();

const LANGUAGES = Object.entries(TITLE_TEXTS);

describe('title texts', () => {
  it('has a language for every non-English locale the game page speaks', () => {
    const english = new Set(['en', 'en-au', 'en-ca', 'en-nz']);
    for (const locale of STUDIO_LOCALES.filter((entry) => !english.has(entry.code))) {
      expect(titleTexts(locale.code), locale.code).not.toBeNull();
    }
    expect(titleTexts('pt-BR')).toBe(TITLE_TEXTS['pt-br']);
    expect(titleTexts('pt-br')!['nebula-megaways']!.symbols!.h2).toBe('Foguete');
    expect(titleTexts('pt')!['nebula-megaways']!.symbols!.h2).toBe('Foguetão');
    expect(titleTexts('fr-ca')).toBe(TITLE_TEXTS.fr);
    expect(titleTexts('de-ch')).toBe(TITLE_TEXTS.de);
    expect(titleTexts('en-au')).toBeNull();
    expect(titleTexts('xx')).toBeNull();
  });

  it.each(LANGUAGES)('%s has every title and every themed symbol, non-empty, with the same numbers', (_code, texts) => {
    expect(Object.keys(texts).sort()).toEqual(ENGLISH.map((title) => title.id).sort());
    for (const title of ENGLISH) {
      const text = texts[title.id]!;
      expect(text.description.trim(), title.id).not.toBe('');
      expect(numbers(text.description), title.id).toEqual(numbers(title.description));
      expect(Object.keys(text.symbols ?? {}).sort(), title.id).toEqual(Object.keys(title.symbols).sort());
      for (const [id, name] of Object.entries(title.symbols)) {
        const translated = text.symbols![id as SymbolId]!;
        expect(translated.trim(), `${title.id} ${id}`).not.toBe('');
        expect(numbers(translated), `${title.id} ${id}`).toEqual(numbers(name));
      }
    }
  });

  it.each(LANGUAGES)('%s translates every description and all but a few symbol names (Wild, Koi…)', (code, texts) => {
    const untranslated = ENGLISH.filter((title) => texts[title.id]!.description === title.description);
    expect(untranslated.map((title) => title.id)).toEqual([]);
    const same = ENGLISH.flatMap((title) =>
      Object.entries(title.symbols)
        .filter(([id, name]) => texts[title.id]!.symbols?.[id as SymbolId] === name)
        .map(([, name]) => name),
    );
    expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThanOrEqual(20);
  });
});
