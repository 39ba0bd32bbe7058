import type { Rng } from './rng.js';

/** A card is rank + suit: 'AS', 'TD', '9H' (ranks A23456789TJQK, suits SHDC). */
export type Card = string;

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';

/** CARDS[index], index = (rank − 1) × 4 + suit. */
const CARDS: readonly Card[] = Array.from({ length: 52 }, (_, i) => RANKS[Math.floor(i / 4)]! + SUITS[i % 4]!);
// Character codes to rank and suit numbers (−1 for anything else): the hot paths of the
// simulations look cards up millions of times.
const RANK_CODES = new Int8Array(128).fill(-1);
const SUIT_CODES = new Int8Array(128).fill(-1);
for (let i = 0; i < 13; i++) RANK_CODES[RANKS.charCodeAt(i)] = i;
for (let i = 0; i < 4; i++) SUIT_CODES[SUITS.charCodeAt(i)] = i;

/** 0–51, (rank − 1) × 4 + suit. */
export function cardIndex(card: Card): number {
  const rank = RANK_CODES[card.charCodeAt(0) & 127]!;
  const suit = SUIT_CODES[card.charCodeAt(1) & 127]!;
  if (card.length !== 2 || rank < 0 || suit < 0) throw new Error(`not a card: ${card}`);
  return rank * 4 + suit;
}

/** 1 for an ace up to 13 for a king. */
export const rankOf = (card: Card) => (cardIndex(card) >> 2) + 1;
/** 0–3 for S, H, D, C. */
export const suitOf = (card: Card) => cardIndex(card) & 3;

/**
 * Draws one card uniformly from `decks` fresh 52-card decks minus the cards already out:
 * a uniform pick among all decks × 52 physical cards, picked again when that physical card
 * is out (copy number below the count of its kind out), so every remaining card is equally
 * likely, exactly as from a shuffled shoe.
 */
export function drawCard(decks: number, out: readonly Card[], rng: Rng): Card {
  if (out.length >= 52 * decks) throw new Error('the shoe is empty');
  for (;;) {
    const physical = rng.int(52 * decks);
    const index = physical % 52;
    const copy = (physical - index) / 52;
    let gone = 0;
    for (let i = 0; i < out.length; i++) if (cardIndex(out[i]!) === index) gone++;
    if (copy >= gone) return CARDS[index]!;
  }
}
