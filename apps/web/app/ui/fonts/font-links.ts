import interCore from './inter-core.woff2?url';
import interLatin1 from './inter-latin1.woff2?url';
import arabic from './arabic.css?url';
import armenian from './armenian.css?url';
import bengali from './bengali.css?url';
import devanagari from './devanagari.css?url';
import { localeInfo } from '@casino/shared/locales';

/** Locales whose script Inter lacks, and the one stylesheet each adds (loaded on their pages only). */
const SCRIPT_FONTS: Record<string, string> = { ar: arabic, fa: arabic, hi: devanagari, bn: bengali, hy: armenian };

/** Languages whose copy writes the Latin-1 letters of `inter-latin1.woff2` (a test reads the catalogs). */
export const LATIN1_LANGUAGES: ReadonlySet<string> = new Set([
  'az',
  'cs',
  'da',
  'de',
  'es',
  'et',
  'fi',
  'fr',
  'it',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'se',
  'sk',
  'tr',
]);

export function scriptFontFor(locale: string): string | null {
  return SCRIPT_FONTS[localeInfo(locale).languageCode] ?? null;
}

/**
 * The Inter files a page of `locale` paints with (inter-core.ts), fetched with the document, not
 * after the CSS: the core file on every page, the Latin-1 letters where the language writes them.
 */
export function interFontsFor(locale: string): string[] {
  return LATIN1_LANGUAGES.has(localeInfo(locale).languageCode) ? [interCore, interLatin1] : [interCore];
}
