import { z } from 'zod';

/**
 * What the platform asks of a game provider (DESIGN §1): its game list and a launch URL for a
 * game session. Calls go to `{providerBase}/api/...` with header `x-casino-signature` =
 * `sign(providerApiSecret, rawBody)` (for GET the raw body is the empty string). The provider
 * reaches the platform back only through `contracts/game-wallet.ts`.
 */

export const GAME_PROVIDER_SIGNATURE_HEADER = 'x-casino-signature';

export const GAME_KINDS = ['slot', 'table', 'crash', 'instant', 'live', 'sport'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export const GAME_FEATURES = ['free-spins', 'bonus-buy', 'jackpot', 'megaways', 'multiplier', 'cascade'] as const;
export type GameFeature = (typeof GAME_FEATURES)[number];

export const VOLATILITIES = ['low', 'medium', 'high'] as const;

const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);

/** GET {providerBase}/api/games — every game the provider offers, enabled or not by it. */
export const providerGame = z.object({
  /** The provider's own id of the game; the platform's game identity is `${providerIdentity}-${gameId}`. */
  gameId: id,
  name: z.string().min(1).max(100),
  kind: z.enum(GAME_KINDS),
  /** Theme words for search and grouping ("egypt", "fruit", "space" …). */
  themes: z.array(z.string().max(40)).max(10),
  features: z.array(z.enum(GAME_FEATURES)),
  /** Declared return to player in percent, e.g. 96.21. */
  rtp: z.number().min(50).max(100),
  volatility: z.enum(VOLATILITIES),
  hasDemo: z.boolean(),
  devices: z.array(z.enum(['desktop', 'mobile'])).min(1),
  /** Absolute URL or a path on the provider's base: the tile art (3:4) and a wide banner (16:9). */
  tileImage: z.string().max(500),
  bannerImage: z.string().max(500).optional(),
  /** ISO date the title was released; the lobby's "new" sort uses it. */
  releasedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Minimal and maximal stake per round in the game's stake units (minor units of a 2-decimal currency). */
  minBet: z.string().regex(/^[1-9]\d{0,17}$/),
  maxBet: z.string().regex(/^[1-9]\d{0,17}$/),
  /** Countries the provider may not serve (ISO 3166 alpha-2); empty means everywhere. */
  restrictedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
});
export type ProviderGame = z.infer<typeof providerGame>;

export const providerGameList = z.object({ games: z.array(providerGame) });
export type ProviderGameList = z.infer<typeof providerGameList>;

/**
 * POST {providerBase}/api/launch — a session the platform opened: the provider answers the URL
 * the player's browser loads in a frame. In demo mode there is no session token and no wallet:
 * the provider plays with play money of its own.
 */
export const launchRequest = z.discriminatedUnion('demo', [
  z.object({
    demo: z.literal(false),
    gameId: id,
    sessionToken: z.string().min(16).max(200),
    /** The platform's player id, opaque to the provider. */
    playerId: z.string().min(1).max(100),
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    /** The currency's minor units per unit (100 for EUR), so the game can show amounts. */
    subunitToUnit: z.number().int().min(1).max(100_000_000),
    locale: z.string().max(10),
    /** Where "back to the lobby" goes. */
    lobbyUrl: z.url(),
    /** 1 mobile, 2 desktop (SPEC §7). */
    platform: z.union([z.literal(1), z.literal(2)]),
  }),
  z.object({
    demo: z.literal(true),
    gameId: id,
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    subunitToUnit: z.number().int().min(1).max(100_000_000),
    locale: z.string().max(10),
    lobbyUrl: z.url(),
    platform: z.union([z.literal(1), z.literal(2)]),
  }),
]);
export type LaunchRequest = z.infer<typeof launchRequest>;

/**
 * An absolute URL, or a path on the platform's own site (`/providers/…`): a provider mounted in
 * the platform's process answers a path so the frame stays same-origin whatever host the
 * player typed (added for the in-house studio; an outside provider answers an absolute URL).
 */
export const launchResponse = z.object({
  url: z.union([
    z.url(),
    z
      .string()
      .max(2000)
      .regex(/^\/(?![/\\])\S*$/),
  ]),
});
export type LaunchResponse = z.infer<typeof launchResponse>;
