import { handTotal, type BlackjackAction, type BlackjackState } from './blackjack.js';
import { rankOf, suitOf, type Card } from './cards.js';
import type { PokerHand } from './types.js';
import { pokerHand } from './video-poker.js';

/**
 * Reference players for the table games: the RTP test and the bench play with them, and a
 * game UI may offer them as hints.
 */

/**
 * Basic strategy for 6 decks, dealer stands on soft 17, double after split, no surrender
 * (the standard chart). Where doubling is not allowed any more, hit instead, except soft 18
 * which stands.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const hand = state.hands[state.active!]!;
  const up = Math.min(rankOf(state.dealer[0]!), 10);
  const dealer = up === 1 ? 11 : up;
  const can = (action: BlackjackAction) => state.actions.includes(action);
  const value = (card: Card) => Math.min(rankOf(card), 10);
  if (can('split')) {
    const pair = value(hand.cards[0]!);
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && dealer !== 7 && dealer <= 9) ||
      (pair === 7 && dealer <= 7) ||
      (pair === 6 && dealer <= 6) ||
      (pair === 4 && (dealer === 5 || dealer === 6)) ||
      ((pair === 2 || pair === 3) && dealer <= 7);
    if (split) return 'split';
  }
  const { total, soft } = handTotal(hand.cards);
  const double = (wanted: boolean, otherwise: BlackjackAction) =>
    wanted ? (can('double') ? 'double' : otherwise) : null;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(dealer >= 3 && dealer <= 6, 'stand') ?? (dealer <= 8 ? 'stand' : 'hit');
    const from = total === 17 ? 3 : total >= 15 ? 4 : 5;
    return double(dealer >= from && dealer <= 6, 'hit') ?? 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return dealer <= 6 ? 'stand' : 'hit';
  if (total === 12) return dealer >= 4 && dealer <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(dealer <= 10, 'hit') ?? 'hit';
  if (total === 10) return double(dealer <= 9, 'hit') ?? 'hit';
  if (total === 9) return double(dealer >= 3 && dealer <= 6, 'hit') ?? 'hit';
  return 'hit';
}

// The hand under study: ranks 1–13 (ace 1) and suits 0–3 of the five cards.
const ranks = new Int8Array(5);
const suits = new Int8Array(5);
/** Hold masks (bit i = card i) by number of cards held. */
const MASKS: number[][] = [[], [], [], [], [], []];
for (let mask = 0; mask < 32; mask++) {
  let size = 0;
  for (let i = 0; i < 5; i++) size += (mask >> i) & 1;
  MASKS[size]!.push(mask);
}

const isHigh = (rank: number) => rank === 1 || rank >= 11;

function suited(mask: number): boolean {
  let suit = -1;
  for (let i = 0; i < 5; i++) {
    if (!((mask >> i) & 1)) continue;
    if (suit < 0) suit = suits[i]!;
    else if (suits[i] !== suit) return false;
  }
  return true;
}

/** Bits 1–14 of the held ranks, the ace on bit 14 when `aceHigh`; 0 when a rank repeats. */
function rankBits(mask: number, aceHigh: boolean): number {
  let bits = 0;
  for (let i = 0; i < 5; i++) {
    if (!((mask >> i) & 1)) continue;
    const bit = 1 << (aceHigh && ranks[i] === 1 ? 14 : ranks[i]!);
    if (bits & bit) return 0;
    bits |= bit;
  }
  return bits;
}

/** Span from lowest to highest set bit, −1 for none. */
function span(bits: number): number {
  if (bits === 0) return -1;
  return 31 - Math.clz32(bits) - (31 - Math.clz32(bits & -bits));
}

function royalDraw(mask: number): boolean {
  if (!suited(mask)) return false;
  for (let i = 0; i < 5; i++) if ((mask >> i) & 1 && ranks[i] !== 1 && ranks[i]! < 10) return false;
  return true;
}

/** Distinct ranks within five consecutive ranks (ace high or low), all one suit. */
function straightFlushDraw(mask: number): boolean {
  if (!suited(mask)) return false;
  const low = span(rankBits(mask, false));
  const high = span(rankBits(mask, true));
  return (low >= 0 && low <= 4) || (high >= 0 && high <= 4);
}

/** Four distinct ranks in a row, open at both ends (no ace). */
function outsideStraight(mask: number): boolean {
  for (let i = 0; i < 5; i++) if ((mask >> i) & 1 && ranks[i] === 1) return false;
  return span(rankBits(mask, false)) === 3;
}

function twoSuitedHigh(mask: number): boolean {
  for (let i = 0; i < 5; i++) if ((mask >> i) & 1 && !isHigh(ranks[i]!)) return false;
  return suited(mask);
}

function suitedTen(mask: number): boolean {
  let ten = false;
  let face = false;
  for (let i = 0; i < 5; i++) {
    if (!((mask >> i) & 1)) continue;
    if (ranks[i] === 10) ten = true;
    else if (ranks[i]! >= 11) face = true;
  }
  return ten && face && suited(mask);
}

function first(size: number, test: (mask: number) => boolean): number {
  for (const mask of MASKS[size]!) if (test(mask)) return mask;
  return -1;
}

/** Cards whose rank appears exactly n times. */
function ofAKind(n: number): number {
  let mask = 0;
  for (let i = 0; i < 5; i++) {
    let same = 0;
    for (let j = 0; j < 5; j++) if (ranks[j] === ranks[i]) same++;
    if (same === n) mask |= 1 << i;
  }
  return mask;
}

/**
 * The simple 9/6 Jacks or Better strategy (the well-known 16-rule list): the first rule that
 * matches decides the holds.
 *  1 royal, straight flush, four of a kind · 2 four to a royal · 3 three of a kind, straight,
 *  flush, full house · 4 four to a straight flush · 5 two pair · 6 high pair · 7 three to a
 *  royal · 8 four to a flush · 9 low pair · 10 four to an outside straight · 11 two suited
 *  high cards · 12 three to a straight flush · 13 two unsuited high cards (the two lowest) ·
 *  14 suited ten with a jack, queen or king · 15 one high card · 16 draw five.
 */
export function jacksOrBetterHolds(cards: Card[]): boolean[] {
  for (let i = 0; i < 5; i++) {
    ranks[i] = rankOf(cards[i]!);
    suits[i] = suitOf(cards[i]!);
  }
  const mask = holdMask(pokerHand(cards));
  return [0, 1, 2, 3, 4].map((i) => ((mask >> i) & 1) === 1);
}

function holdMask(made: PokerHand): number {
  const all = 31;
  if (made === 'royal-flush' || made === 'straight-flush' || made === 'four-of-a-kind') return all;
  let mask = first(4, royalDraw);
  if (mask >= 0) return mask;
  if (made === 'full-house' || made === 'flush' || made === 'straight') return all;
  if (made === 'three-of-a-kind') return ofAKind(3);
  mask = first(4, straightFlushDraw);
  if (mask >= 0) return mask;
  if (made === 'two-pair' || made === 'jacks-or-better') return ofAKind(2);
  mask = first(3, royalDraw);
  if (mask >= 0) return mask;
  mask = first(4, suited);
  if (mask >= 0) return mask;
  const pair = ofAKind(2);
  if (pair) return pair;
  mask = first(4, outsideStraight);
  if (mask >= 0) return mask;
  mask = first(2, twoSuitedHigh);
  if (mask >= 0) return mask;
  mask = first(3, straightFlushDraw);
  if (mask >= 0) return mask;
  const highs = [0, 1, 2, 3, 4].filter((i) => isHigh(ranks[i]!));
  if (highs.length >= 2) {
    // The two lowest high cards keep the most straight chances (ace counts highest).
    const order = (i: number) => (ranks[i] === 1 ? 14 : ranks[i]!);
    const [a, b] = highs.sort((x, y) => order(x) - order(y));
    return (1 << a!) | (1 << b!);
  }
  mask = first(2, suitedTen);
  if (mask >= 0) return mask;
  if (highs.length === 1) return 1 << highs[0]!;
  return 0;
}
