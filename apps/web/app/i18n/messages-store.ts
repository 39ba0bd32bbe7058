import type { Messages } from './messages';

/**
 * A locale's UI strings travel as a file of their own (`/i18n/<locale>.<hash>.json`), not in
 * every page's data: about a thousand strings were 45 KB of each document, parsed and decoded
 * on a phone's main thread before the page could respond, and sent again with every page.
 * The file's name changes with its content, so a browser keeps it for good.
 *
 * The server keeps every catalog it has named here; the browser keeps those it fetched. A
 * page is hydrated, and a page of another locale is rendered, only once its catalog is here.
 */
const kept = new Map<string, Readonly<Messages>>();
const loading = new Map<string, Promise<Readonly<Messages>>>();

export function keepMessages(href: string, messages: Readonly<Messages>) {
  kept.set(href, messages);
}

/** The catalog at `href` if it is here. */
export function messagesAt(href: string | undefined): Readonly<Messages> | undefined {
  return href === undefined ? undefined : kept.get(href);
}

/** Fetches the catalog at `href` once; a failed fetch is tried again on the next call. */
export function loadMessages(href: string): Promise<Readonly<Messages>> {
  const here = kept.get(href);
  if (here) return Promise.resolve(here);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        keepMessages(href, messages);
        return messages;
      })
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
