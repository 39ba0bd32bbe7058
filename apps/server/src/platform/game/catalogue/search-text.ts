/**
 * Text folded for search: lower case, accents and apostrophes removed, spaces collapsed, so
 * "Pharaöh’s", "PHARAOH'S" and "pharaohs" meet. The same folding is applied to the stored
 * `search_text` and to every query.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’`´]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A literal for a LIKE pattern: `%`, `_` and the escape character itself match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What a game is found by: its name, its provider's name and its themes. */
export function gameSearchText(name: string, providerName: string, themes: readonly string[]): string {
  return foldForSearch([name, providerName, ...themes].join(' '));
}
