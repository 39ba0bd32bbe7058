import { z } from 'zod';

/**
 * The sportsbook odds feed contract (DESIGN §1), modelled on the industry's unified odds feeds:
 * fixtures, odds changes carrying the match status, bet stops, bet settlements with void and
 * dead-heat factors, bet cancellations and rollbacks of either.
 *
 * Transport: pull. The platform asks the feed, signed with the feed's shared secret:
 * - `GET {feedBase}/feed/snapshot`: the state of every fixture the feed currently offers (a
 *   `fixture` and an `odds_change` each), plus the `sequence` to continue from. Used when the
 *   platform has no cursor yet, or when the feed answers 410 to a cursor it no longer serves.
 * - `GET {feedBase}/feed/messages?after={sequence}&limit={1..1000}`: the messages with a sequence
 *   greater than `after`, in sequence order, at most `limit`; `sequence` in the answer is the
 *   cursor to pass next time (the last message's when the page is full, else the feed's present).
 *
 * Requests carry header `x-casino-signature` = `sign(secret, pathAndQuery)` from
 * `contracts/signature.ts` (a GET has no body: the signed bytes are the path with its query,
 * relative to the feed's base), so the feed serves only the platform it shares the secret
 * with; the platform reaches the feed at an address it chose (TLS outside this process).
 * The snapshot's messages all carry the snapshot's sequence. Every message has a `messageId`
 * unique within the feed and a `sequence` that only grows: the platform applies a message
 * once, and a replay (same id) changes nothing.
 */

export const SPORT_FEED_SIGNATURE_HEADER = 'x-casino-signature';
export const SPORT_FEED_MAX_LIMIT = 1000;

/** Decimal odds in thousandths: 1850 is 1.850. Integers, so no price is ever a float. */
export const oddsMilli = z.number().int().min(1001).max(1_000_000);

/** A small fraction, exact: dead-heat factors such as 1/2 or 1/3. */
export const fraction = z.object({
  num: z.number().int().min(0).max(100),
  den: z.number().int().min(1).max(100),
});
export type Fraction = z.infer<typeof fraction>;

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 40);
const name = z.string().min(1).max(200);

/**
 * Market specifiers such as `{ total: "2.5" }` or `{ hcp: "-1.5" }`. Together with the market
 * id they name one market of an event; `marketKey` writes them as `18|total=2.5`.
 */
export const specifiers = z.record(z.string().regex(/^[a-z_]{1,20}$/), z.string().regex(/^[\w.:+-]{1,20}$/));
export type Specifiers = z.infer<typeof specifiers>;

export function marketKey(marketId: number, specs: Specifiers = {}): string {
  const parts = Object.keys(specs)
    .sort()
    .map((key) => `${key}=${specs[key]}`);
  return parts.length === 0 ? String(marketId) : `${marketId}|${parts.join('&')}`;
}

export const MARKET_STATUSES = ['active', 'suspended', 'deactivated', 'settled', 'cancelled'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const MATCH_PHASES = ['not_started', 'live', 'ended', 'closed', 'cancelled', 'postponed'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

export const reference = z.object({ id, name });

/**
 * Where a category is, so players read it in their language: an ISO 3166-1 country (`DE`) or
 * an ISO 3166-2 home nation of the United Kingdom (`GB-ENG`, as football lists them).
 * Continents, international competitions, tours and games (ATP, Dota2) have none: browsers
 * do not all name UN M.49 regions, so a page could not name them alike on server and client.
 */
export const categoryRegion = z.string().regex(/^(?:[A-Z]{2}|GB-(?:ENG|SCT|WLS|NIR))$/);

export const fixture = z.object({
  eventId: id,
  sport: reference.extend({
    slug: z.string().regex(/^[a-z0-9-]{1,60}$/),
    /** A virtual sport: simulated rounds every few minutes, listed apart from the real sports. */
    virtual: z.boolean().default(false),
  }),
  category: reference.extend({ region: categoryRegion.optional() }),
  championship: reference,
  /** Home first; a race lists its runners. */
  competitors: z.array(reference).min(2).max(30),
  startTime: z.iso.datetime(),
  /** Whether the event will be offered in play. */
  liveOdds: z.boolean(),
});
export type Fixture = z.infer<typeof fixture>;

export const matchStatus = z.object({
  phase: z.enum(MATCH_PHASES),
  /** Sport-specific period label: `1st_half`, `set_2`, `map_3`, `q4`, `round_5` … */
  period: z.string().max(40).nullable(),
  /** Match clock in seconds where the sport has one, else null. */
  clockSeconds: z.number().int().min(0).max(100_000).nullable(),
  /** Goals, points, sets or maps, home first; empty before the start. */
  score: z.array(z.number().int().min(0).max(100_000)).max(30),
  /** Scores of finished and current periods (games per set, points per quarter). */
  periodScores: z.array(z.array(z.number().int().min(0).max(100_000))).max(20),
});
export type MatchStatus = z.infer<typeof matchStatus>;

export const outcomeOdds = z.object({
  id: z.string().regex(/^[\w.:+-]{1,40}$/),
  name,
  odds: oddsMilli,
  active: z.boolean(),
});

export const marketOdds = z.object({
  marketId: id,
  specifiers,
  name,
  status: z.enum(MARKET_STATUSES),
  outcomes: z.array(outcomeOdds).min(1).max(60),
});
export type MarketOdds = z.infer<typeof marketOdds>;

export const marketRef = z.object({ marketId: id, specifiers });
export type MarketRef = z.infer<typeof marketRef>;

/** 1 is a full refund, 0.5 half the stake refunded and half settled on the result. */
export const VOID_FACTORS = ['0', '0.5', '1'] as const;
export type VoidFactor = (typeof VOID_FACTORS)[number];

export const outcomeResult = z.object({
  id: z.string().regex(/^[\w.:+-]{1,40}$/),
  /** 1 won, 0 lost. */
  result: z.union([z.literal(0), z.literal(1)]),
  voidFactor: z.enum(VOID_FACTORS).default('0'),
  /** A winner sharing first place: the stake is paid at full odds on this share of it. */
  deadHeatFactor: fraction.optional(),
});
export type OutcomeResult = z.infer<typeof outcomeResult>;

const header = {
  messageId: z.string().regex(/^[\w.:-]{1,120}$/),
  /** Grows with every message of the feed; the cursor of the pull. */
  sequence: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** When the feed produced it, milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
  eventId: id,
};

/** Time range of a cancellation: bets placed in [startTime, endTime) are voided; absent bounds are open. */
const timeRange = {
  startTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
};

export const feedMessage = z.discriminatedUnion('type', [
  z.object({ ...header, type: z.literal('fixture'), fixture }),
  z.object({ ...header, type: z.literal('fixture_change'), fixture }),
  z.object({ ...header, type: z.literal('odds_change'), status: matchStatus, markets: z.array(marketOdds).max(200) }),
  /** Markets suspended at once (all of the event's when `markets` is absent): a dangerous moment. */
  z.object({ ...header, type: z.literal('bet_stop'), markets: z.array(marketRef).max(200).optional() }),
  z.object({
    ...header,
    type: z.literal('bet_settlement'),
    markets: z
      .array(marketRef.extend({ outcomes: z.array(outcomeResult).min(1).max(60) }))
      .min(1)
      .max(200),
  }),
  z.object({ ...header, type: z.literal('bet_cancel'), markets: z.array(marketRef).min(1).max(200), ...timeRange }),
  /** Undoes the last settlement of these markets: their bets are open again until settled anew. */
  z.object({ ...header, type: z.literal('rollback_bet_settlement'), markets: z.array(marketRef).min(1).max(200) }),
  /** Undoes a cancellation of these markets for the same time range. */
  z.object({
    ...header,
    type: z.literal('rollback_bet_cancel'),
    markets: z.array(marketRef).min(1).max(200),
    ...timeRange,
  }),
]);
export type FeedMessage = z.infer<typeof feedMessage>;
export type FeedMessageType = FeedMessage['type'];

export const feedPage = z.object({
  messages: z.array(feedMessage),
  sequence: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type FeedPage = z.infer<typeof feedPage>;

/** Why a feed refuses a pull, with the status it answers. */
export const FEED_ERRORS = {
  INVALID_SIGNATURE: 401,
  /** The cursor is older than the feed keeps: take a snapshot and continue from it. */
  CURSOR_TOO_OLD: 410,
  WRONG_SYNTAX: 400,
} as const;
export type FeedErrorCode = keyof typeof FEED_ERRORS;
export const feedError = z.object({ error: z.enum(Object.keys(FEED_ERRORS) as [FeedErrorCode, ...FeedErrorCode[]]) });

/** Odds in thousandths to the decimal string players see: 1850 → "1.85". */
export function oddsText(milli: number): string {
  return (milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3);
}
