import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { catalogHref, type Messages } from './messages';
import { keepMessages } from './messages-store';

export type { Messages } from './messages';

/**
 * Catalogs live in `messages/<locale>/<namespace>.json`; a feature owns its namespace. They are
 * read the first time a page of their locale is rendered: all 38 held from the start were
 * about 7 MB of the server's memory, most of it for locales no visitor had asked for yet.
 */
const files = import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });

const namespaces = new Map<string, (() => Promise<Messages>)[]>();
for (const [file, load] of Object.entries(files)) {
  const locale = file.split('/')[2]!;
  namespaces.set(locale, [...(namespaces.get(locale) ?? []), load]);
}

async function catalogOf(locale: string): Promise<Messages | undefined> {
  const loads = namespaces.get(locale);
  return loads && Object.assign({}, ...(await Promise.all(loads.map((load) => load()))));
}

/** Remembers what `make` gives for a locale; a failure is forgotten, so the next page tries again. */
function perLocale<T>(make: (locale: string) => Promise<T>): (locale: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (locale) => {
    let value = made.get(locale);
    if (!value) {
      value = make(locale);
      made.set(locale, value);
      value.catch(() => made.delete(locale));
    }
    return value;
  };
}

/**
 * The UI strings for a locale: a regional variant inherits its base language and
 * overrides what differs; anything still missing falls back to the default locale.
 * Merged once per locale, not on every page (about a thousand strings each).
 */
export const messagesFor = perLocale(async (locale): Promise<Readonly<Messages>> => {
  const base = locale.split('-')[0]!;
  const [fallback, language, own] = await Promise.all([
    catalogOf(DEFAULT_LOCALE),
    base !== locale ? catalogOf(base) : undefined,
    catalogOf(locale),
  ]);
  return Object.freeze({ ...fallback, ...language, ...own });
});

export interface MessageCatalog {
  locale: string;
  href: string;
  messages: Readonly<Messages>;
  /** The catalog as sent. */
  json: string;
}

/**
 * A locale's strings as the file the browser fetches, named by a hash of its content; made once,
 * and kept where the page's render reads them by that name.
 */
export const messageCatalog = perLocale(async (locale): Promise<MessageCatalog> => {
  const messages = await messagesFor(locale);
  const json = JSON.stringify(messages);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  const catalog = { locale, href: catalogHref(locale, hash), messages, json };
  keepMessages(catalog.href, messages);
  return catalog;
});
