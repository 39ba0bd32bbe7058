import { CARD_RANKS, cardFromFloat, outcomeFloats, type Card, type SeedPair } from '../provably-fair.js';

/**
 * Cards of the multi-step card games (HiLo, Blackjack): card k of a round is float k of the bet
 * (cursor 4k), read through the scheme's infinite deck (`cardFromFloat`), so a card never depends
 * on the cards before it and any card can be recomputed from the seeds alone.
 */
export type { Card };

/** Where the k-th float of a bet comes from: the server's seeds, or the verifier's. */
export type FloatSource = (index: number) => number;

/** A bet's floats from its seeds, any one on demand (float k at cursor 4k). */
export const seededFloats =
  (seeds: SeedPair): FloatSource =>
  (index) =>
    outcomeFloats(seeds, 1, index)[0]!;

export const cardAt = (floats: FloatSource, index: number): Card => cardFromFloat(floats(index));

/** 0 for a two … 12 for an ace. */
export const rankIndex = (card: Card): number => CARD_RANKS.indexOf(card.rank);
