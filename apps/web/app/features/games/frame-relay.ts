import { isGameToSiteMessage, type SiteToGameMessage } from '@casino/shared/game-frame';

/** The origin a game URL is served from; messages go only there and are read only from there. */
export function gameOrigin(gameUrl: string, base: string): string | null {
  try {
    return new URL(gameUrl, base).origin;
  } catch {
    return null;
  }
}

export type FrameAction =
  | { type: 'round-finished' }
  | { type: 'lobby' }
  | { type: 'deposit' }
  | { type: 'limit-reached'; limit: 'bet' | 'loss' };

/**
 * What the site does with a message event: only one from the game's own frame and origin,
 * in the game-frame vocabulary, means anything; everything else is ignored.
 */
export function frameAction(
  event: { origin: string; source: unknown; data: unknown },
  frame: { origin: string | null; window: unknown },
): FrameAction | null {
  if (!frame.origin || event.origin !== frame.origin) return null;
  if (!frame.window || event.source !== frame.window) return null;
  if (!isGameToSiteMessage(event.data)) return null;
  switch (event.data.type) {
    case 'casino:round-finished':
      return { type: 'round-finished' };
    case 'casino:lobby':
      return { type: 'lobby' };
    case 'casino:deposit':
      return { type: 'deposit' };
    case 'casino:limit-reached':
      return { type: 'limit-reached', limit: event.data.limit };
  }
}

/**
 * The game-frame message for a push about the player's bet (§7), or null: max-bet-exceeded
 * without both its currency and maxBetAmount is ignored.
 */
export function relayedMessage(event: 'bet.restricted' | 'bet.max-exceeded', data: unknown): SiteToGameMessage | null {
  if (event === 'bet.restricted') return { type: 'casino:bet-restricted' };
  const { currency, maxBetAmount } = (data ?? {}) as { currency?: unknown; maxBetAmount?: unknown };
  if (typeof currency !== 'string' || !currency) return null;
  if (typeof maxBetAmount !== 'string' && typeof maxBetAmount !== 'number') return null;
  if (String(maxBetAmount) === '') return null;
  return { type: 'casino:max-bet-exceeded', currency, maxBetAmount: String(maxBetAmount) };
}

/** Posts to the game frame with its own origin as the target, never `*`. */
export function postToGame(
  frameWindow: { postMessage(message: unknown, targetOrigin: string): void } | null | undefined,
  origin: string | null,
  message: SiteToGameMessage,
): boolean {
  if (!frameWindow || !origin || origin === 'null') return false;
  frameWindow.postMessage(message, origin);
  return true;
}
