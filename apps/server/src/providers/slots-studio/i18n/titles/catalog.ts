import type { SymbolId } from '../../engine/titles/define.js';
import type { GameTitle } from '../../engine/types.js';
import { studioLocale } from '../catalog.js';
import { ar } from './ar.js';
import { az } from './az.js';
import { bn } from './bn.js';
import { cs } from './cs.js';
import { da } from './da.js';
import { de } from './de.js';
import { el } from './el.js';
import { es, esMx } from './es.js';
import { et } from './et.js';
import { fa } from './fa.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { hy } from './hy.js';
import { id } from './id.js';
import { it } from './it.js';
import { kk } from './kk.js';
import { lt } from './lt.js';
import { nl } from './nl.js';
import { no } from './no.js';
import { pl } from './pl.js';
import { pt, ptBr } from './pt.js';
import { ro } from './ro.js';
import { ru } from './ru.js';
import { sk } from './sk.js';
import { sl } from './sl.js';
import { sr } from './sr.js';
import { sv } from './sv.js';
import { tr } from './tr.js';
import { uk } from './uk.js';
import { uz } from './uz.js';
import type { TitleTexts } from './types.js';

/**
 * The titles' words by language, under the codes the UI catalog uses ("se" is Swedish). Mexican
 * Spanish and Brazilian Portuguese change a few words; other regional codes (fr-ca, de-ch…) read
 * their language's texts. English is the titles' own.
 */
export const TITLE_TEXTS: Readonly<Record<string, TitleTexts>> = {
  ar,
  az,
  bn,
  cs,
  da,
  de,
  el,
  es,
  'es-mx': esMx,
  et,
  fa,
  fi,
  fr,
  hi,
  hy,
  id,
  it,
  kk,
  lt,
  nl,
  no,
  pl,
  pt,
  'pt-br': ptBr,
  ro,
  ru,
  sk,
  sl,
  sr,
  se: sv,
  tr,
  uk,
  uz,
};

/** The texts for a launch locale, or null when the titles' own English words are the ones to show. */
export function titleTexts(requested: string): TitleTexts | null {
  const { code } = studioLocale(requested);
  return TITLE_TEXTS[code] ?? TITLE_TEXTS[code.split('-')[0]!] ?? null;
}

/**
 * The title as the game page shows it in the launch locale: its description and its symbols'
 * names translated, each falling back to English when a language lacks it. Names, pays and art
 * are untouched, so only the words the player reads change.
 */
export function localizeTitle(title: GameTitle, locale: string): GameTitle {
  const text = titleTexts(locale)?.[title.id];
  if (!text) return title;
  const described = { ...title, description: text.description };
  if (described.kind !== 'slot') return described;
  return {
    ...described,
    symbols: described.symbols.map((symbol) => ({
      ...symbol,
      name: text.symbols?.[symbol.id as SymbolId] ?? symbol.name,
    })),
  };
}
