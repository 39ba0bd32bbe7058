import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES } from '@casino/shared/locales';
import { describe, expect, it } from 'vitest';
import { interFontsFor, LATIN1_LANGUAGES } from './font-links';
import { INTER_CORE_TEXT, INTER_LATIN1_TEXT } from './inter-core';

const here = import.meta.dirname;
const require = createRequire(import.meta.url);

/** The code points of a CSS unicode-range (`U+0020-007E, U+00A0`). */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - first + 1 }, (_, i) => first + i);
  });
}

/** The unicode-range of each @font-face in `css` whose src names `file`. */
function rangeOf(css: string, file: string): number[] {
  const face = css.split('@font-face').find((block) => block.includes(file));
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1];
  if (!range) throw new Error(`no @font-face with a unicode-range for ${file}`);
  return codePoints(range);
}

const sortedCodePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

const ours = readFileSync(path.join(here, 'inter.css'), 'utf8');
const fontsource = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
const core = rangeOf(ours, 'inter-core.woff2');
const latin1 = rangeOf(ours, 'inter-latin1.woff2');
const rest = rangeOf(ours, 'inter-latin-wght-normal.woff2');
const latinFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** The Latin-1 letters (À to ÿ, not × and ÷) in a locale's message catalogs. */
function latin1Letters(locale: string): number {
  const folder = path.join(here, '../../i18n/messages', locale);
  const text = readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('');
  return [...text].filter((c) => c >= '\u00c0' && c <= '\u00ff' && c !== '\u00d7' && c !== '\u00f7').length;
}

describe('the Inter files the pages preload', () => {
  it('declares exactly the code points each file was cut to', () => {
    expect(core).toEqual(sortedCodePoints(INTER_CORE_TEXT));
    expect(latin1).toEqual(sortedCodePoints(INTER_LATIN1_TEXT));
  });

  it('leaves the rest of the latin range to the full latin file, with no code point in two files', () => {
    const latin = rangeOf(fontsource, 'inter-latin-wght-normal.woff2');
    const all = [...core, ...latin1, ...rest];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort((a, b) => a - b)).toEqual([...latin].sort((a, b) => a - b));
  });

  it('keeps the file every page preloads small enough for a phone line to bring in one go', () => {
    expect(statSync(path.join(here, 'inter-core.woff2')).size).toBeLessThanOrEqual(16.5 * 1024);
    expect(statSync(path.join(here, 'inter-core.woff2')).size).toBeLessThanOrEqual(statSync(latinFile).size / 2);
  });

  it('preloads the Latin-1 letters on the pages of exactly the languages whose copy writes them', () => {
    for (const { code, languageCode } of LOCALES) {
      expect(LATIN1_LANGUAGES.has(languageCode), code).toBe(latin1Letters(code) > 0);
      expect(interFontsFor(code).length, code).toBe(LATIN1_LANGUAGES.has(languageCode) ? 2 : 1);
    }
  });
});
