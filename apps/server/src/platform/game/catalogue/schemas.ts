import { z } from 'zod';
import { GAME_FEATURES, VOLATILITIES } from '../../../contracts/game-provider.js';

/** What the lobby lists; the sportsbook is launched like a game but never listed. */
export const TILE_KINDS = ['slot', 'table', 'crash', 'instant', 'live'] as const;
export const GAME_SORTS = ['popular', 'new', 'name'] as const;

export const identityParam = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lowercase letters, digits and hyphens');

/** A query parameter sent empty (`?provider=`) counts as not sent. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const gameTile = z.object({
  identity: z.string(),
  name: z.string(),
  provider: z.object({ identity: z.string(), name: z.string() }),
  kind: z.enum(TILE_KINDS),
  features: z.array(z.enum(GAME_FEATURES)),
  themes: z.array(z.string()),
  rtp: z.number(),
  volatility: z.enum(VOLATILITIES),
  hasDemo: z.boolean(),
  isNew: z.boolean(),
  tileImage: z.string(),
  bannerImage: z.string().nullable(),
  devices: z.array(z.enum(['desktop', 'mobile'])),
});
export type GameTile = z.infer<typeof gameTile>;

export const gameInfo = gameTile.extend({
  collections: z.array(z.string()),
  /** Minor units of a 2-decimal currency, as the provider declares them. */
  minBet: z.string(),
  maxBet: z.string(),
  /** False for guests. */
  isFavorite: z.boolean(),
  /** False when the visitor's country is restricted for this game. */
  isAvailable: z.boolean(),
});
export type GameInfo = z.infer<typeof gameInfo>;

export const collectionView = z.object({
  identity: z.string(),
  name: z.string(),
  isHidden: z.boolean(),
  countries: z.array(z.string()),
  gameCount: z.number(),
});

export const providerView = z.object({ identity: z.string(), name: z.string(), gameEnabledCount: z.number() });

export const favoriteState = z.object({ identity: z.string(), isFavorite: z.boolean() });

export const recentSearch = z.object({ query: z.string(), searchedAt: z.string() });
