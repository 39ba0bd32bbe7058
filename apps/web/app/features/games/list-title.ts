import { formatMessage } from '../../i18n/message-format';
import type { Messages } from '../../i18n/messages';
import type { GamesListPage } from './games-params';
import { collectionLabel, featureLabel, kindLabel } from './labels';

type T = (key: string, values?: Record<string, string | number>) => string;

/** The heading of a list page: the collection, provider, feature or kind it shows, or the search. */
export function listTitle(
  t: T,
  page: GamesListPage,
  names: { collection?: string | undefined; provider?: string | undefined },
): string {
  switch (page.scope) {
    case 'collection':
      return collectionLabel(t, page.value, names.collection);
    case 'provider':
      return names.provider ?? page.value;
    case 'feature':
      return featureLabel(t, page.value);
    case 'kind':
      return kindLabel(t, page.value);
    case 'search':
      return t('games.searchResults', { query: page.value });
  }
}

/** A `t` over a plain catalog, for meta functions that run outside the React tree. */
export function catalogT(messages: Readonly<Messages>, locale: string): T {
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? key : formatMessage(message, locale, values);
  };
}
