/**
 * The two Inter files cut from fontsource's latin file (scripts/inter-core.ts makes them).
 *
 * `inter-core.woff2`, preloaded by every page, holds what an English page draws: the printable
 * ASCII and the few other signs of our copy, Intl's formats and the footer (Curaçao, ©, the
 * middle dot, dashes, curly quotes, the ellipsis, the euro, narrow and thin spaces). On
 * Lighthouse's phone line the font is the request that holds back the largest paint: at 30 KB it
 * took two round trips more than at 16 KB (issue 14).
 *
 * `inter-latin1.woff2` holds the rest of what the core file held before: the letters of the
 * languages of western Europe (Latin-1) and a few signs. Pages in a language that writes them
 * preload it too (font-links.ts).
 *
 * `inter.css` declares each file's code points as its unicode-range; a test holds them together.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

export const INTER_CORE_TEXT = range(0x20, 0x7e) + '\u00a0·ç©×›–—‘’“”…€\u2009\u202f';

export const INTER_LATIN1_TEXT = [...(range(0xa0, 0xff) + '•™↑↓')].filter((c) => !INTER_CORE_TEXT.includes(c)).join('');

/** The weights the design uses, from body text to the black display headings. */
export const INTER_CORE_WEIGHTS = [400, 900] as const;

/**
 * The OpenType features kept: kerning, the tabular figures of amounts and odds, and the
 * ligatures and case forms, which cost nothing here. Contextual alternates (arrows drawn from
 * `->`, dashes raised between capitals) cost a quarter of the file and are left out.
 */
export const INTER_CORE_FEATURES = ['kern', 'tnum', 'liga', 'case'] as const;
