import type { Message } from './message-format';

export type Messages = Record<string, Message>;

/** Where a locale's catalog is served: the hash names its content. */
export const catalogHref = (locale: string, hash: string) => `/i18n/${locale}.${hash}.json`;

/** The id of the page's preload of its catalog, which the browser's entry reads. */
export const MESSAGES_LINK_ID = 'messages-catalog';
