import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTER_CORE_TEXT } from './inter-core';

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

const ours = readFileSync(path.join(here, 'inter.css'), 'utf8');
const fontsource = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
const core = rangeOf(ours, 'inter-core.woff2');
const rest = rangeOf(ours, 'inter-latin-wght-normal.woff2');

describe('the Inter file every page preloads', () => {
  it('declares exactly the code points it was cut to', () => {
    expect(core).toEqual([...new Set([...INTER_CORE_TEXT].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b));
  });

  it('leaves the rest of the latin range to the full latin file, with no code point in both', () => {
    const latin = rangeOf(fontsource, 'inter-latin-wght-normal.woff2');
    expect(rest.filter((cp) => core.includes(cp))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual([...latin].sort((a, b) => a - b));
  });

  it('is at most two thirds of the latin file it was cut from', () => {
    const cut = statSync(path.join(here, 'inter-core.woff2')).size;
    const latin = statSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).size;
    expect(cut).toBeLessThanOrEqual((latin * 2) / 3);
  });
});
