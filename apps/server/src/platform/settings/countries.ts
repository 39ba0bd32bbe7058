import { EXCLUDED_COUNTRIES } from '@casino/shared/customer';
import { DEFAULT_LOCALE, resolveLocale } from '@casino/shared/locales';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// Languages whose codes in our locale list differ from the CLDR ones.
const LANGUAGE_ALIASES: Record<string, string> = { sv: 'se', nb: 'no', nn: 'no' };

/** The site locale that suits a country best: its main language, regional variant first. */
export function countryLocale(countryCode: string): string {
  let language: string;
  try {
    language = new Intl.Locale(`und-${countryCode}`).maximize().language;
  } catch {
    return DEFAULT_LOCALE;
  }
  language = LANGUAGE_ALIASES[language] ?? language;
  return resolveLocale({ browser: [`${language}-${countryCode}`] });
}

export interface CountrySeed {
  code: string;
  locale: string;
  phonePrefix: string;
}

/** Every country with a telephone plan, less the ones the operator never serves (§9). */
export function countrySeeds(): CountrySeed[] {
  return getCountries()
    .filter((code) => !EXCLUDED_COUNTRIES.includes(code))
    .map((code) => ({ code, locale: countryLocale(code), phonePrefix: `+${getCountryCallingCode(code)}` }));
}
