import { cardIndex, drawCard, type Card } from './cards.js';
import { checkStake, GameRuleError } from './errors.js';
import type { Rng } from './rng.js';
import type { PokerHand, VideoPokerTitle } from './types.js';

/**
 * Jacks or Better, one 52-card deck shuffled fresh every round. Deal five cards; the player
 * holds any of them; the others are replaced from the 47 cards left; the final hand pays
 * `title.paytable[hand]` times the stake (stake included; 9/6 at the five-coin royal of 800),
 * so every win is a whole multiple of the stake. Aces play high or low in straights
 * (A-2-3-4-5 and T-J-Q-K-A); a pair pays only when it is jacks or better.
 */

export type VideoPokerState = {
  finished: boolean;
  totalStake: bigint;
  win: bigint;
  cards: Card[];
  /** The holds of the draw, empty before it. */
  held: boolean[];
  /** Rank of the cards shown: after the deal it tells the player what is already made. */
  hand: PokerHand;
};

const counts = new Int8Array(14);

/** Ranks a five-card hand for Jacks or Better. */
export function pokerHand(cards: readonly Card[]): PokerHand {
  counts.fill(0);
  let mask = 0;
  let flush = true;
  let pairs = 0;
  let trips = false;
  let quads = false;
  let highPair = false;
  for (let i = 0; i < cards.length; i++) {
    const index = cardIndex(cards[i]!);
    const rank = (index >> 2) + 1;
    if ((index & 3) !== (cardIndex(cards[0]!) & 3)) flush = false;
    mask |= 1 << rank;
    const n = ++counts[rank]!;
    if (n === 2) {
      pairs++;
      if (rank === 1 || rank >= 11) highPair = true;
    } else if (n === 3) {
      pairs--;
      trips = true;
    } else if (n === 4) {
      trips = false;
      quads = true;
    }
  }
  // Five distinct ranks in a row: the mask is five adjacent bits, or the ace-high broadway.
  const low = mask & -mask;
  const broadway = mask === 0b11110000000010;
  const straight = broadway || mask === low * 31;
  if (straight && flush) return broadway ? 'royal-flush' : 'straight-flush';
  if (quads) return 'four-of-a-kind';
  if (trips && pairs === 1) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'three-of-a-kind';
  if (pairs === 2) return 'two-pair';
  if (pairs === 1 && highPair) return 'jacks-or-better';
  return 'nothing';
}

export function dealVideoPoker(title: VideoPokerTitle, stake: bigint, rng: Rng): VideoPokerState {
  checkStake(title, stake);
  const cards: Card[] = [];
  while (cards.length < 5) cards.push(drawCard(1, cards, rng));
  return { finished: false, totalStake: stake, win: 0n, cards, held: [], hand: pokerHand(cards) };
}

export function drawVideoPoker(
  title: VideoPokerTitle,
  state: VideoPokerState,
  holds: boolean[],
  rng: Rng,
): VideoPokerState {
  if (state.finished) throw new GameRuleError('ROUND_FINISHED', 'The hand is already drawn');
  if (holds.length !== 5 || holds.some((hold) => typeof hold !== 'boolean')) {
    throw new GameRuleError('ILLEGAL_ACTION', 'Hold takes five true/false flags');
  }
  const seen = [...state.cards];
  const cards = state.cards.map((card, i) => {
    if (holds[i]) return card;
    const fresh = drawCard(1, seen, rng);
    seen.push(fresh);
    return fresh;
  });
  const hand = pokerHand(cards);
  return {
    finished: true,
    totalStake: state.totalStake,
    win: state.totalStake * BigInt(title.paytable[hand]),
    cards,
    held: [...holds],
    hand,
  };
}
