import { IntlMessageFormat, type Options } from 'intl-messageformat';

type Formatters = NonNullable<Options['formatters']>;

/**
 * Each message format looks its locale up through `Intl.NumberFormat.supportedLocalesOf` and
 * keeps Intl formatters of its own: a millisecond or more per message on a phone, for the same
 * few locales and formats every time. The lookups are made once per locale here, and every
 * message shares one set of formatters.
 */
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

function memoized<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

const formatters: Formatters = {
  getNumberFormat: memoized((locales, options) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: memoized((...args) => new Intl.DateTimeFormat(...args)),
  getPluralRules: memoized((...args) => new Intl.PluralRules(...args)),
};

/** A message format of `source` in `locale` that shares the page's Intl formatters. */
export function messageFormat(source: string, locale: string): IntlMessageFormat {
  return new IntlMessageFormat(source, locale, undefined, { formatters });
}
