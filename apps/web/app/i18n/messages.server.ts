import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE } from '@casino/shared/locales';
import { catalogHref, type Messages } from './messages';
import { keepMessages } from './messages-store';

export type { Messages } from './messages';

/** Catalogs live in `messages/<locale>/<namespace>.json`; a feature owns its namespace. */
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

const catalogs = new Map<string, Messages>();
for (const [file, messages] of Object.entries(files)) {
  const locale = file.split('/')[2]!;
  catalogs.set(locale, { ...catalogs.get(locale), ...messages });
}

const merged = new Map<string, Readonly<Messages>>();

/**
 * The UI strings for a locale: a regional variant inherits its base language and
 * overrides what differs; anything still missing falls back to the default locale.
 * Merged once per locale, not on every page (about a thousand strings each).
 */
export function messagesFor(locale: string): Readonly<Messages> {
  let messages = merged.get(locale);
  if (!messages) {
    const base = locale.split('-')[0]!;
    messages = Object.freeze({
      ...catalogs.get(DEFAULT_LOCALE),
      ...(base !== locale ? catalogs.get(base) : undefined),
      ...catalogs.get(locale),
    });
    merged.set(locale, messages);
  }
  return messages;
}

export interface MessageCatalog {
  locale: string;
  href: string;
  messages: Readonly<Messages>;
  /** The catalog as sent. */
  json: string;
}

const served = new Map<string, MessageCatalog>();

/**
 * A locale's strings as the file the browser fetches, named by a hash of its content; made once,
 * and kept where the page's render reads them by that name.
 */
export function messageCatalog(locale: string): MessageCatalog {
  let catalog = served.get(locale);
  if (!catalog) {
    const messages = messagesFor(locale);
    const json = JSON.stringify(messages);
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
    catalog = { locale, href: catalogHref(locale, hash), messages, json };
    served.set(locale, catalog);
    keepMessages(catalog.href, messages);
  }
  return catalog;
}
