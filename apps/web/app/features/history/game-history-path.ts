import type { HistoryFilters } from './history-query';

export const ROUNDS_PER_PAGE = 20;

/** `GET /api/game/bets` for a page of the bets tab: settled unless the player asks for open ones. */
export function betsPath(filters: HistoryFilters, page: number): string {
  const params = new URLSearchParams({
    page: String(page),
    perPage: String(ROUNDS_PER_PAGE),
    isSettled: filters.status === 'open' ? 'false' : 'true',
  });
  return `/api/game/bets?${params}`;
}

/** `GET /api/game/spins` for a page of the spins tab. */
export function spinsPath(page: number): string {
  return `/api/game/spins?${new URLSearchParams({ page: String(page), perPage: String(ROUNDS_PER_PAGE) })}`;
}
