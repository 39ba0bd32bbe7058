import type { PageMeta } from '@casino/shared/pagination';

/** The player API's game shapes (issue 13 plan); amounts are minor units as decimal strings. */
export type GameKind = 'slot' | 'table' | 'crash' | 'instant' | 'live';
export const GAME_KINDS: readonly GameKind[] = ['slot', 'table', 'crash', 'instant', 'live'];

/** What a game's tile (and the lobby's banner) draws: all a page sends of the games it lists. */
export interface GameTile {
  identity: string;
  name: string;
  provider: { identity: string; name: string };
  rtp: number;
  hasDemo: boolean;
  isNew: boolean;
  tileImage: string;
  bannerImage: string | null;
}

/** A game as the catalogue's lists answer it. */
export interface GameListing extends GameTile {
  kind: GameKind;
  features: string[];
  themes: string[];
  volatility: 'low' | 'medium' | 'high';
  devices: ('desktop' | 'mobile')[];
}

/**
 * The tiles of a list read on the server: a page carries its loader's data twice (drawn, and
 * as data to hydrate with), and on a phone's line home's first round trip has no room for the
 * fields no tile draws (issue 14).
 */
export function tilesOf(page: Paged<GameListing>): Paged<GameTile> {
  return {
    meta: page.meta,
    data: page.data.map(({ identity, name, provider, rtp, hasDemo, isNew, tileImage, bannerImage }) => ({
      identity,
      name,
      provider,
      rtp,
      hasDemo,
      isNew,
      tileImage,
      bannerImage,
    })),
  };
}

export interface GameInfo extends GameListing {
  collections: string[];
  minBet: string;
  maxBet: string;
  isFavorite: boolean;
  isAvailable: boolean;
}

export interface GameCollection {
  identity: string;
  name: string;
  isHidden: boolean;
  countries: string[];
  gameCount: number;
}

export interface GameProvider {
  identity: string;
  name: string;
  gameEnabledCount: number;
}

export interface GameFeature {
  identity: string;
  gameCount: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export interface GameLaunch {
  url: string;
  demo: boolean;
  currency: string;
}

export interface GameRef {
  identity: string;
  name: string;
  tileImage: string;
}

export interface GameBet {
  id: string;
  game: GameRef;
  currency: string;
  betAmount: string;
  winAmount: string;
  isSettled: boolean;
  status: 'open' | 'won' | 'lost' | 'rolled-back';
  createdAt: string;
  settledAt: string | null;
}

export interface GameSpin {
  id: string;
  game: GameRef;
  currency: string;
  betAmount: string;
  winAmount: string;
  multiplier: number;
  createdAt: string;
}

/** A row of the public feeds: latest bets (with betAmount) and big wins. */
export interface PublicRound {
  id: string;
  game: GameRef;
  playerName: string;
  currency: string;
  betAmount?: string;
  winAmount: string;
  multiplier: number;
  createdAt: string;
}

export type GameSort = 'popular' | 'new' | 'name';
export const GAME_SORTS: readonly GameSort[] = ['popular', 'new', 'name'];
