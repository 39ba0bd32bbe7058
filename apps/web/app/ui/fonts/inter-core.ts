/**
 * What `inter-core.woff2` holds (scripts/inter-core.ts makes it): the printable ASCII, Latin-1's
 * letters and signs (the languages of western Europe, and names such as Curaçao in the footer of
 * every page), and the signs of our copy and of Intl's formats (narrow and thin spaces, dashes,
 * curly quotes, the ellipsis, the euro and trade mark signs, arrows). `inter.css` declares the
 * same code points as the file's unicode-range; a test holds the two together.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');

export const INTER_CORE_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + '\u2009–—‘’“”•…\u202f€™↑↓';

/** The weights the design uses, from body text to the black display headings. */
export const INTER_CORE_WEIGHTS = [400, 900] as const;
