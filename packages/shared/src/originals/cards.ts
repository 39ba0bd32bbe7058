/**
 * Cards of the provably fair card games (HiLo, Blackjack), dealt from an infinite deck the way
 * the best-known originals publish it: card k of a round is ⌊float_k × 52⌋ in the list below,
 * where float_k is the k-th float of the bet's stream. The list runs 2♦ 2♥ 2♠ 2♣ 3♦ … A♣, so
 * index ÷ 4 is the rank from two to ace and index mod 4 the suit.
 */

export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** 0…51 in the order above. */
export type Card = number;

/** Where the k-th float of a bet comes from: the server's seeds, or the verifier's. */
export type FloatSource = (index: number) => number;

export function cardFromFloat(float: number): Card {
  return Math.floor(float * 52);
}

export function cardAt(floats: FloatSource, index: number): Card {
  return cardFromFloat(floats(index));
}

/** 2…14, ace high (blackjack counts it 1 or 11, HiLo uses `hiloRank`). */
export function rankOf(card: Card): number {
  return Math.floor(card / 4) + 2;
}

export function suitOf(card: Card): Suit {
  return SUITS[card % 4]!;
}

const LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** "10", "J", "A" …: what the card face shows. */
export function rankLabel(card: Card): string {
  return LABELS[Math.floor(card / 4)]!;
}
