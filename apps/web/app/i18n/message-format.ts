import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Options } from 'intl-messageformat';

/**
 * A UI string as a page gets it: its text when it has no argument, tag or quoted syntax (most
 * do), its parsed form otherwise. The server parses each catalog once
 * (`messages.server.ts`), so the browser's build carries no ICU parser (issue 14: about 6 KB of
 * every page's compressed JavaScript, and the parsing on a phone's main thread).
 */
export type Message = string | MessageFormatElement[];

export type MessageValues = Record<string, string | number | Date>;

type Formatters = NonNullable<Options['formatters']>;

/**
 * Each message format resolves its locale through `Intl.NumberFormat.supportedLocalesOf`, whose
 * first call makes V8 check every locale ICU has for number data: 50 to 150 ms on this machine
 * and four times that on a phone, in the middle of hydration, on pages that format no number.
 * That lookup answers the tag it is given, canonicalised, for any locale ICU has, as it has all of
 * ours, and its fallback for others is the tag itself: an `Intl.Locale` of the tag is the same
 * answer without the lookup. Each message format also keeps Intl formatters of its own, for the
 * same few locales and formats every time: every message shares one set here.
 */
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = Array.isArray(locales) ? String(locales[0]) : String(locales);
  let locale = resolvedLocales.get(tag);
  if (!locale) {
    locale = new Intl.Locale(tag);
    resolvedLocales.set(tag, locale);
  }
  return locale;
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

/**
 * A message format of `message` in `locale` that shares the page's Intl formatters. The browser
 * takes parsed messages only; a source string is parsed where the parser is (the server, tests).
 */
export function messageFormat(message: MessageFormatElement[] | string, locale: string): IntlMessageFormat {
  return new IntlMessageFormat(message, locale, undefined, { formatters });
}

/** The text of `message` with `values` in `locale`. */
export function formatMessage(message: Message, locale: string, values?: MessageValues): string {
  return typeof message === 'string' ? message : String(messageFormat(message, locale).format(values));
}
