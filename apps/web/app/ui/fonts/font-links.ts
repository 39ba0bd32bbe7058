import interCore from './inter-core.woff2?url';
import arabic from './arabic.css?url';
import armenian from './armenian.css?url';
import bengali from './bengali.css?url';
import devanagari from './devanagari.css?url';

/** Locales whose script Inter lacks, and the one stylesheet each adds (loaded on their pages only). */
const SCRIPT_FONTS: Record<string, string> = { ar: arabic, fa: arabic, hi: devanagari, bn: bengali, hy: armenian };

export function scriptFontFor(locale: string): string | null {
  return SCRIPT_FONTS[locale.split('-')[0]!] ?? null;
}

/** The Inter file of every page's first paint (inter-core.ts): fetched with the document, not after the CSS. */
export const INTER_CORE_URL = interCore;
