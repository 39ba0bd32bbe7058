import type { GameInfo } from './game-types';

export type PlayBlocker = 'game-geo-restricted' | 'sign-in' | 'demo-game' | 'demo-unavailable';

/**
 * What stands between a visitor and a launch (§2 popups), or null when the game may start:
 * a restricted country; a guest on a game without demo (sign in); a guest who has not yet
 * confirmed demo play; demo asked of a game that has none.
 */
export function playBlocker(
  game: Pick<GameInfo, 'isAvailable' | 'hasDemo'>,
  isPlayer: boolean,
  demo: boolean,
): PlayBlocker | null {
  if (!game.isAvailable) return 'game-geo-restricted';
  if (!isPlayer && !game.hasDemo) return 'sign-in';
  if (demo && !game.hasDemo) return 'demo-unavailable';
  if (!isPlayer && !demo) return 'demo-game';
  return null;
}

/** The `mode` query of a game page: `?mode=demo` asks for demo play. */
export function isDemoMode(search: string | URLSearchParams): boolean {
  return new URLSearchParams(search).get('mode') === 'demo';
}
