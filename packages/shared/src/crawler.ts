import { createIsbotFromList, list } from 'isbot';

/**
 * isbot's patterns for "headless" and Lighthouse also match a headless Chrome or an
 * audit run by a person: those get the site as players do. Only real crawlers (search
 * engines, link previews, monitors) get the crawler view (§1).
 */
const NOT_CRAWLERS = new Set(['headless', 'chrome-lighthouse']);

export const isCrawler: (userAgent: string | null | undefined) => boolean = createIsbotFromList(
  list.filter((pattern) => !NOT_CRAWLERS.has(pattern)),
);
