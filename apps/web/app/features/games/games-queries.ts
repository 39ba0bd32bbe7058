import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../session/api-client';
import type {
  GameCollection,
  GameFeature,
  GameInfo,
  GameLaunch,
  GameProvider,
  GameTile,
  Paged,
  PublicRound,
} from './game-types';
import { gamesApiPath, GAMES_PER_PAGE, type GamesFilter } from './games-params';

/**
 * Every casino cache key starts with `game`; the player's own lists also carry the
 * player id, so signing in as someone else never shows the previous player's games.
 */
export const gameKeys = {
  all: ['game'] as const,
  collections: () => ['game', 'collections'] as const,
  providers: () => ['game', 'providers'] as const,
  features: () => ['game', 'features'] as const,
  list: (filter: GamesFilter, perPage = GAMES_PER_PAGE) => ['game', 'list', normalized(filter), perPage] as const,
  game: (identity: string) => ['game', 'game', identity] as const,
  favorites: (playerId: string | null) => ['game', 'favorites', playerId] as const,
  played: (playerId: string | null) => ['game', 'played', playerId] as const,
  search: (query: string) => ['game', 'search', query.trim().toLowerCase()] as const,
  recentSearches: (playerId: string | null) => ['game', 'recent-searches', playerId] as const,
  /** A real session is bound to the account's currency: switching it needs a new launch. */
  launch: (identity: string, demo: boolean, playerId: string | null, currency: string | null) =>
    ['game', 'launch', identity, demo ? 'demo' : 'real', playerId, demo ? null : currency] as const,
  latestBets: () => ['game', 'latest-bets'] as const,
  winners: () => ['game', 'winners'] as const,
};

/** Keys in a fixed order without empty fields, so one filter is always one cache entry. */
function normalized(filter: GamesFilter): GamesFilter {
  const out: GamesFilter = {};
  for (const key of ['collection', 'provider', 'feature', 'kind', 'search', 'sort'] as const) {
    const value = filter[key];
    if (value) (out as Record<string, string>)[key] = value;
  }
  return out;
}

const HOUR = 60 * 60 * 1000;

export const collectionsQuery = () =>
  queryOptions({
    queryKey: gameKeys.collections(),
    queryFn: async () => (await api<{ data: GameCollection[] }>('/api/game/collections')).data,
    staleTime: HOUR,
  });

export const providersQuery = () =>
  queryOptions({
    queryKey: gameKeys.providers(),
    queryFn: async () => (await api<{ data: GameProvider[] }>('/api/game/providers')).data,
    staleTime: HOUR,
  });

export const featuresQuery = () =>
  queryOptions({
    queryKey: gameKeys.features(),
    queryFn: async () => (await api<{ data: GameFeature[] }>('/api/game/games/features')).data,
    staleTime: HOUR,
  });

/** One row of the lobby: the first page of a filter. */
export const gameRowQuery = (filter: GamesFilter, perPage: number) =>
  queryOptions({
    queryKey: gameKeys.list(filter, perPage),
    queryFn: () => api<Paged<GameTile>>(gamesApiPath(filter, 1, perPage)),
    staleTime: 5 * 60_000,
  });

/** A grid that loads page after page as the player scrolls. */
export const gameGridQuery = (filter: GamesFilter) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.list(filter), 'pages'] as const,
    queryFn: ({ pageParam }) => api<Paged<GameTile>>(gamesApiPath(filter, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export const gameInfoQuery = (identity: string, playerId: string | null) =>
  queryOptions({
    queryKey: [...gameKeys.game(identity), playerId] as const,
    queryFn: () => api<GameInfo>(`/api/game/games/${encodeURIComponent(identity)}`),
  });

export const favoritesQuery = (playerId: string | null) =>
  queryOptions({
    queryKey: gameKeys.favorites(playerId),
    queryFn: async () => (await api<{ data: GameTile[] }>('/api/game/games/favorites')).data,
    enabled: playerId !== null,
  });

export const playedQuery = (playerId: string | null) =>
  queryOptions({
    queryKey: gameKeys.played(playerId),
    queryFn: async () => (await api<{ data: GameTile[] }>('/api/game/games/played')).data,
    enabled: playerId !== null,
  });

export const SEARCH_MIN_LENGTH = 2;

export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: gameKeys.search(query),
    queryFn: async () =>
      (
        await api<Paged<GameTile>>(
          `/api/game/games/search?${new URLSearchParams({ query: query.trim(), page: '1', perPage: '12' })}`,
        )
      ).data,
    enabled: query.trim().length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });

export const recentSearchesQuery = (playerId: string | null) =>
  queryOptions({
    queryKey: gameKeys.recentSearches(playerId),
    queryFn: async () => (await api<{ data: { query: string; searchedAt: string }[] }>('/api/game/search/recent')).data,
    enabled: playerId !== null,
  });

/**
 * Launching is a query, not a mutation: the page and the mobile-game layer ask for the
 * same launch and share one session instead of opening two.
 */
export const launchQuery = (options: {
  identity: string;
  demo: boolean;
  playerId: string | null;
  currency: string | null;
  lobbyPath: string;
  enabled: boolean;
}) => {
  const { identity, demo, playerId, currency, lobbyPath, enabled } = options;
  return queryOptions({
    queryKey: gameKeys.launch(identity, demo, playerId, currency),
    queryFn: () =>
      api<GameLaunch>(`/api/game/games/${encodeURIComponent(identity)}/play`, {
        method: 'POST',
        body: {
          demo,
          // A path on this site: valid on whatever host the player opened it.
          lobbyUrl: lobbyPath,
          // §7 widget platform codes: 1 mobile, 2 desktop.
          platform: matchMedia('(max-width: 47.99rem)').matches ? 1 : 2,
        },
      }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
};

export const LATEST_BETS_POLL_MS = 4000;
export const LATEST_BETS_QUIET_POLL_MS = 30_000;

const newestSeen = new WeakMap<object, { id: string | undefined; answer: number }>();

/**
 * Latest bets have no push channel (§7): they are asked for every 4 s while new bets come
 * in, and each answer with nothing new doubles the wait, up to 30 s, so a quiet site leaves
 * the page quiet. Counted in answers since the newest bet changed (TanStack asks at every
 * render too).
 */
export function latestBetsPollDelay(query: { state: { data?: PublicRound[]; dataUpdateCount: number } }): number {
  const { data, dataUpdateCount } = query.state;
  const id = data?.[0]?.id;
  let seen = newestSeen.get(query);
  if (!seen || seen.id !== id) newestSeen.set(query, (seen = { id, answer: dataUpdateCount }));
  return Math.min(LATEST_BETS_POLL_MS * 2 ** (dataUpdateCount - seen.answer), LATEST_BETS_QUIET_POLL_MS);
}

export const latestBetsQuery = () =>
  queryOptions({
    queryKey: gameKeys.latestBets(),
    queryFn: async () => (await api<{ data: PublicRound[] }>('/api/game/latest-bets')).data,
    refetchInterval: latestBetsPollDelay,
    staleTime: 0,
  });

export const winnersQuery = () =>
  queryOptions({
    queryKey: gameKeys.winners(),
    queryFn: async () => (await api<{ data: PublicRound[] }>('/api/game/spins/winners')).data,
    refetchInterval: 30_000,
  });
