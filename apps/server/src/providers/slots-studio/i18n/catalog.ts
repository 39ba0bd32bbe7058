import { en, type Messages } from './messages.js';
import { ar } from './locales/ar.js';
import { az } from './locales/az.js';
import { bn } from './locales/bn.js';
import { cs } from './locales/cs.js';
import { da } from './locales/da.js';
import { de } from './locales/de.js';
import { el } from './locales/el.js';
import { es, esMx } from './locales/es.js';
import { et } from './locales/et.js';
import { fa } from './locales/fa.js';
import { fi } from './locales/fi.js';
import { fr, frCa } from './locales/fr.js';
import { hi } from './locales/hi.js';
import { hy } from './locales/hy.js';
import { id } from './locales/id.js';
import { it } from './locales/it.js';
import { kk } from './locales/kk.js';
import { lt } from './locales/lt.js';
import { nl } from './locales/nl.js';
import { no } from './locales/no.js';
import { pl } from './locales/pl.js';
import { pt, ptBr } from './locales/pt.js';
import { ro } from './locales/ro.js';
import { ru } from './locales/ru.js';
import { sk } from './locales/sk.js';
import { sl } from './locales/sl.js';
import { sr } from './locales/sr.js';
import { sv } from './locales/sv.js';
import { tr } from './locales/tr.js';
import { uk } from './locales/uk.js';
import { uz } from './locales/uz.js';

export interface StudioLocale {
  code: string;
  /** The BCP 47 tag the page formats numbers and amounts with. */
  intl: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
}

const locale = (code: string, intl: string, messages: Messages, dir: 'ltr' | 'rtl' = 'ltr'): StudioLocale => ({
  code,
  intl,
  dir,
  messages,
});

/**
 * The locales a launch may ask for, by the codes the casino sends (lowercase, "se" is how the
 * operator names Swedish). The studio keeps its own words: it never reads the site's catalogs.
 */
export const STUDIO_LOCALES: readonly StudioLocale[] = [
  locale('ar', 'ar', ar, 'rtl'),
  locale('az', 'az-AZ', az),
  locale('bn', 'bn-BD', bn),
  locale('cs', 'cs-CZ', cs),
  locale('da', 'da-DK', da),
  locale('de', 'de-DE', de),
  locale('el', 'el-GR', el),
  locale('en', 'en-GB', en),
  locale('en-au', 'en-AU', en),
  locale('en-ca', 'en-CA', en),
  locale('en-nz', 'en-NZ', en),
  locale('es', 'es-ES', es),
  locale('es-mx', 'es-MX', esMx),
  locale('et', 'et-EE', et),
  locale('fa', 'fa-IR', fa, 'rtl'),
  locale('fi', 'fi-FI', fi),
  locale('fr', 'fr-FR', fr),
  locale('fr-ca', 'fr-CA', frCa),
  locale('hi', 'hi-IN', hi),
  locale('hy', 'hy-AM', hy),
  locale('id', 'id-ID', id),
  locale('it', 'it-IT', it),
  locale('kk', 'kk-KZ', kk),
  locale('lt', 'lt-LT', lt),
  locale('nl', 'nl-NL', nl),
  locale('no', 'nb-NO', no),
  locale('pl', 'pl-PL', pl),
  locale('pt', 'pt-PT', pt),
  locale('pt-br', 'pt-BR', ptBr),
  locale('ro', 'ro-RO', ro),
  locale('ru', 'ru-RU', ru),
  locale('se', 'sv-SE', sv),
  locale('sk', 'sk-SK', sk),
  locale('sl', 'sl-SI', sl),
  locale('sr', 'sr-RS', sr),
  locale('tr', 'tr-TR', tr),
  locale('uk', 'uk-UA', uk),
  locale('uz', 'uz-UZ', uz),
];

const BY_CODE = new Map(STUDIO_LOCALES.map((entry) => [entry.code, entry]));

/** The launch's locale by its full code, then its language, else English. */
export function studioLocale(requested: string): StudioLocale {
  const code = requested.toLowerCase();
  return BY_CODE.get(code) ?? BY_CODE.get(code.split('-')[0]!) ?? BY_CODE.get('en')!;
}
