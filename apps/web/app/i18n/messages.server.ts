import { DEFAULT_LOCALE } from '@casino/shared/locales';

export type Messages = Record<string, string>;

const catalogs = import.meta.glob<Messages>('./messages/*.json', { eager: true, import: 'default' });

function catalog(code: string): Messages | undefined {
  return catalogs[`./messages/${code}.json`];
}

/**
 * The UI strings for a locale: a regional variant inherits its base language and
 * overrides what differs; anything still missing falls back to the default locale.
 */
export function messagesFor(locale: string): Messages {
  const base = locale.split('-')[0]!;
  return {
    ...catalog(DEFAULT_LOCALE),
    ...(base !== locale ? catalog(base) : undefined),
    ...catalog(locale),
  };
}
