import { SPORT_LIVE_CHANNEL } from '@casino/shared/push';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { usePushEvent } from '../push/use-push';
import { api } from '../session/api-client';
import type { SportBet, SportEvent, SportInfo, SportMenuItem } from './sport-types';

/** Sportsbook cache keys start with `sport`; a player's bets also carry the player id. */
export const sportKeys = {
  menu: () => ['sport', 'menu'] as const,
  info: (sportId: number) => ['sport', 'info', sportId] as const,
  event: (id: string) => ['sport', 'event', id] as const,
  events: (filter: EventsFilter) => ['sport', 'events', filter] as const,
  live: (sportId: number | undefined, limit: number) => ['sport', 'live', sportId ?? null, limit] as const,
  results: (sportId: number | undefined, virtual: boolean) => ['sport', 'results', sportId ?? null, virtual] as const,
  search: (q: string) => ['sport', 'search', q.trim().toLowerCase()] as const,
  bets: (playerId: string | null, settled: boolean) => ['sport', 'bets', playerId, settled] as const,
};

export interface EventsFilter {
  sportId?: number;
  categoryIds?: number[];
  championshipIds?: number[];
  live?: boolean;
  /** Virtual rounds only; other lists leave them out unless they name a virtual sport. */
  virtual?: boolean;
  limit?: number;
}

export function eventsPath(filter: EventsFilter): string {
  const query = new URLSearchParams();
  if (filter.sportId !== undefined) query.set('sportId', String(filter.sportId));
  if (filter.categoryIds?.length) query.set('categoryIds', filter.categoryIds.join(','));
  if (filter.championshipIds?.length) query.set('championshipIds', filter.championshipIds.join(','));
  if (filter.live !== undefined) query.set('live', String(filter.live));
  if (filter.virtual) query.set('virtual', 'true');
  query.set('limit', String(filter.limit ?? 50));
  return `/api/game/sport/events?${query.toString().replaceAll('%2C', ',')}`;
}

/** Lists refresh every few seconds besides the pushes, so a page left open never goes stale. */
const LIVE_REFRESH_MS = 5_000;

export const menuQuery = () =>
  queryOptions({
    queryKey: sportKeys.menu(),
    queryFn: async () => (await api<{ data: SportMenuItem[] }>('/api/game/sport/sports')).data,
    staleTime: 30_000,
  });

export const sportInfoQuery = (sportId: number) =>
  queryOptions({
    queryKey: sportKeys.info(sportId),
    queryFn: () => api<SportInfo>(`/api/game/sport/info/${sportId}`),
    staleTime: 5 * 60_000,
  });

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: sportKeys.event(id),
    queryFn: () => api<SportEvent>(`/api/game/sport/event/${id}`),
    refetchInterval: LIVE_REFRESH_MS,
  });

export const eventsQuery = (filter: EventsFilter) =>
  queryOptions({
    queryKey: sportKeys.events(filter),
    queryFn: async () => (await api<{ data: SportEvent[] }>(eventsPath(filter))).data,
    refetchInterval: LIVE_REFRESH_MS,
  });

export const liveQuery = (sportId: number | undefined, limit: number) =>
  queryOptions({
    queryKey: sportKeys.live(sportId, limit),
    queryFn: async () =>
      (
        await api<{ data: SportEvent[] }>(
          `/api/game/sport/events/live?limit=${limit}${sportId ? `&sportId=${sportId}` : ''}`,
        )
      ).data,
    refetchInterval: LIVE_REFRESH_MS,
  });

export const resultsQuery = (sportId: number | undefined, { virtual = false, limit = 50 } = {}) =>
  queryOptions({
    queryKey: sportKeys.results(sportId, virtual),
    queryFn: async () =>
      (
        await api<{ data: SportEvent[] }>(
          `/api/game/sport/results?limit=${limit}${sportId ? `&sportId=${sportId}` : ''}${virtual ? '&virtual=true' : ''}`,
        )
      ).data,
    staleTime: 30_000,
  });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: sportKeys.search(q),
    queryFn: async () => (await api<{ data: SportEvent[] }>(`/api/game/sport/search?q=${encodeURIComponent(q)}`)).data,
    enabled: q.trim().length >= 2,
  });

/** How often "My bets" reloads while the push channel is down; with it, every change arrives as a push. */
const BETS_FALLBACK_REFRESH_MS = 30_000;

/** `call` is the sportsbook's own (`useSportApi`): it sends the widget's token. */
export const betsQuery = (playerId: string | null, settled: boolean, pushed: boolean, call: typeof api) =>
  queryOptions({
    queryKey: sportKeys.bets(playerId, settled),
    queryFn: async () =>
      (await call<{ data: SportBet[] }>(`/api/game/sport/bets?isSettled=${settled}&perPage=50`)).data,
    enabled: playerId !== null,
    refetchInterval: pushed ? false : BETS_FALLBACK_REFRESH_MS,
  });

/**
 * Patches each live event's pushed change (sport:live) into the lists that show it. A match
 * that ends leaves them at once, and the live lists load again to fill its place; one that
 * starts is found at the lists' next refresh.
 */
export function useLiveSportPushes() {
  const client = useQueryClient();
  usePushEvent<SportEvent>(SPORT_LIVE_CHANNEL, 'sport.event', (changed) => {
    const open = changed.phase === 'not_started' || changed.phase === 'live';
    const patch = (list: SportEvent[] | undefined) =>
      list?.flatMap((e) => {
        if (e.id !== changed.id) return [e];
        return open ? [{ ...e, ...changed, markets: changed.markets.length ? changed.markets : e.markets }] : [];
      });
    client.setQueriesData<SportEvent[]>({ queryKey: ['sport', 'live'] }, patch);
    client.setQueriesData<SportEvent[]>({ queryKey: ['sport', 'events'] }, patch);
    if (changed.phase === 'ended') void client.invalidateQueries({ queryKey: ['sport', 'live'] });
  });
}
