/** A guest's recent searches stay in this browser; a player's are kept by the server (§7). */
const KEY = 'recent-game-searches';
export const MAX_RECENT_SEARCHES = 10;

export function readGuestSearches(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((q): q is string => typeof q === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Newest first, no repeats (case-insensitive), at most ten. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...list];
  const rest = list.filter((q) => q.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function rememberGuestSearch(query: string) {
  localStorage.setItem(KEY, JSON.stringify(withRecentSearch(readGuestSearches(), query)));
}

export function clearGuestSearches() {
  localStorage.removeItem(KEY);
}
