import type { PageMeta } from '@casino/shared/pagination';

/** The player API's game shapes (issue 13 plan); amounts are minor units as decimal strings. */
export type GameKind = 'slot' | 'table' | 'crash' | 'instant' | 'live';
export const GAME_KINDS: readonly GameKind[] = ['slot', 'table', 'crash', 'instant', 'live'];

export interface GameTile {
  identity: string;
  name: string;
  provider: { identity: string; name: string };
  kind: GameKind;
  features: string[];
  themes: string[];
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  hasDemo: boolean;
  isNew: boolean;
  tileImage: string;
  bannerImage: string | null;
  devices: ('desktop' | 'mobile')[];
}

export interface GameInfo extends GameTile {
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
