import { createHash } from 'node:crypto';
import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import type { Message } from './message-format';
import { catalogHref, type Messages } from './messages';
import { keepMessages } from './messages-store';

export type { Messages } from './messages';

/**
 * Catalogs live in `messages/<locale>/<namespace>.json`; a feature owns its namespace. They are
 * read the first time a page of their locale is rendered: all 38 held from the start were
 * about 7 MB of the server's memory, most of it for locales no visitor had asked for yet.
 */
type Sources = Record<string, string>;

const files = import.meta.glob<Sources>('./messages/*/*.json', { import: 'default' });

const namespaces = new Map<string, (() => Promise<Sources>)[]>();
for (const [file, load] of Object.entries(files)) {
  const locale = file.split('/')[2]!;
  namespaces.set(locale, [...(namespaces.get(locale) ?? []), load]);
}

async function catalogOf(locale: string): Promise<Sources | undefined> {
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
 * A message as pages take it (`message-format.ts`): its text when it parses to text alone (an
 * apostrophe's quoting resolved), its parsed form otherwise. The catalog tests hold every message
 * to parse; one that did not would show as written rather than take its locale down.
 */
function compiled(source: string): Message {
  if (!/[{}<']/.test(source)) return source;
  try {
    const elements = parse(source);
    const [only] = elements;
    return elements.length === 1 && only && isLiteralElement(only) ? only.value : elements;
  } catch {
    return source;
  }
}

/**
 * The UI strings for a locale: a regional variant inherits its base language and
 * overrides what differs; anything still missing falls back to the default locale.
 * Merged and parsed once per locale, not on every page (about a thousand strings each).
 */
export const messagesFor = perLocale(async (locale): Promise<Readonly<Messages>> => {
  const base = locale.split('-')[0]!;
  const [fallback, language, own] = await Promise.all([
    catalogOf(DEFAULT_LOCALE),
    base !== locale ? catalogOf(base) : undefined,
    catalogOf(locale),
  ]);
  return compileMessages({ ...fallback, ...language, ...own });
});

/** A catalog of source strings as pages take it (`message-format.ts`). */
export function compileMessages(sources: Readonly<Record<string, string>>): Readonly<Messages> {
  return Object.freeze(Object.fromEntries(Object.entries(sources).map(([key, source]) => [key, compiled(source)])));
}

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
