import { GAME_KINDS, GAME_SORTS, type GameKind, type GameSort } from './game-types';

/**
 * `/games/{params}` (§2 catch-all), the scheme of this site:
 * - `/games/<collection>`            one collection (popular, new, slots, table …)
 * - `/games/provider/<provider>`     one provider's games
 * - `/games/feature/<feature>`       games with a feature (free-spins, bonus-buy …)
 * - `/games/kind/<kind>`             slot, table, crash, instant or live
 * - `/games/search/<text>`           a search
 * and, from the games-filter popup, `?provider=&feature=&kind=&sort=` narrowing any of them.
 */
export type GamesScope = 'collection' | 'provider' | 'feature' | 'kind' | 'search';

export interface GamesFilter {
  collection?: string;
  provider?: string;
  feature?: string;
  kind?: GameKind;
  search?: string;
  sort?: GameSort;
}

export interface GamesListPage {
  scope: GamesScope;
  /** The identity (or search text) the path names. */
  value: string;
  filter: GamesFilter;
}

const IDENTITY = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const PREFIXES: readonly GamesScope[] = ['provider', 'feature', 'kind', 'search'];
export const MAX_SEARCH_LENGTH = 100;

export const isIdentity = (value: string | null | undefined): value is string => !!value && IDENTITY.test(value);
const isKind = (value: string | null | undefined): value is GameKind => GAME_KINDS.includes(value as GameKind);
const isSort = (value: string | null | undefined): value is GameSort => GAME_SORTS.includes(value as GameSort);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What a `/games/…` address shows; null for an address outside the scheme (a 404). */
export function parseGamesParams(splat: string, search: string | URLSearchParams = ''): GamesListPage | null {
  const segments = splat.split('/').filter(Boolean);
  let scope: GamesScope;
  let raw: string | undefined;
  // A prefix alone names nothing: no collection may take a prefix's name.
  if (segments.length === 1 && !PREFIXES.includes(segments[0] as GamesScope)) {
    scope = 'collection';
    raw = segments[0];
  } else if (segments.length === 2 && PREFIXES.includes(segments[0] as GamesScope)) {
    scope = segments[0] as GamesScope;
    raw = segments[1];
  } else {
    return null;
  }
  const value = decode(raw!)?.trim();
  if (!value) return null;
  if (scope === 'search' ? value.length > MAX_SEARCH_LENGTH : !isIdentity(value)) return null;
  if (scope === 'kind' && !isKind(value)) return null;

  const params = new URLSearchParams(search);
  const filter: GamesFilter = {};
  const provider = params.get('provider');
  const feature = params.get('feature');
  const kind = params.get('kind');
  const sort = params.get('sort');
  if (isIdentity(provider)) filter.provider = provider;
  if (isIdentity(feature)) filter.feature = feature;
  if (isKind(kind)) filter.kind = kind;
  if (isSort(sort)) filter.sort = sort;
  // The path names the page; a query filter on the same field would contradict it.
  if (scope === 'collection') filter.collection = value;
  else if (scope === 'kind') filter.kind = value as GameKind;
  else filter[scope] = value;
  return { scope, value, filter };
}

/** The site address of a list page, with the filters the path does not already say. */
export function gamesPagePath(scope: GamesScope, value: string, filter: GamesFilter = {}): string {
  const path = scope === 'collection' ? `/games/${value}` : `/games/${scope}/${encodeURIComponent(value)}`;
  const params = new URLSearchParams();
  if (filter.provider && scope !== 'provider') params.set('provider', filter.provider);
  if (filter.feature && scope !== 'feature') params.set('feature', filter.feature);
  if (filter.kind && scope !== 'kind') params.set('kind', filter.kind);
  if (filter.sort) params.set('sort', filter.sort);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const GAMES_PER_PAGE = 24;

/** `GET /api/game/games` for one page of a filter. */
export function gamesApiPath(filter: GamesFilter, page = 1, perPage = GAMES_PER_PAGE): string {
  const params = new URLSearchParams();
  for (const key of ['collection', 'provider', 'feature', 'kind', 'search', 'sort'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  params.set('page', String(page));
  params.set('perPage', String(perPage));
  return `/api/game/games?${params}`;
}

/** How many filters the games-filter popup has narrowed the page by (the badge on its button). */
export function narrowingCount(page: GamesListPage): number {
  const { filter, scope } = page;
  return (
    (filter.provider && scope !== 'provider' ? 1 : 0) +
    (filter.feature && scope !== 'feature' ? 1 : 0) +
    (filter.kind && scope !== 'kind' ? 1 : 0)
  );
}
