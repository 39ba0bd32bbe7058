/**
 * Messages between the player site and a game running in its frame (window.postMessage).
 * The site relays what the platform learns about a bet (SPEC §7: bet-restricted and
 * max-bet-exceeded); the game tells the site when its round changed the balance and when the
 * player asks to leave. Each side checks `event.origin` against the other's before reading.
 */
export type SiteToGameMessage =
  | { type: 'casino:bet-restricted' }
  | { type: 'casino:max-bet-exceeded'; currency: string; maxBetAmount: string }
  | { type: 'casino:balance'; currency: string; balance: string };

export type GameToSiteMessage =
  | { type: 'casino:round-finished'; gameId: string }
  | { type: 'casino:lobby' }
  | { type: 'casino:deposit' }
  /** The wallet refused a bet for the player's bet or loss limit: the site shows game-limit-reached. */
  | { type: 'casino:limit-reached'; limit: 'bet' | 'loss' };

export function isGameToSiteMessage(data: unknown): data is GameToSiteMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, limit } = data as { type?: unknown; limit?: unknown };
  if (type === 'casino:limit-reached') return limit === 'bet' || limit === 'loss';
  return type === 'casino:round-finished' || type === 'casino:lobby' || type === 'casino:deposit';
}
