import { describe, expect, it } from 'vitest';
import {
  actBlackjack,
  blackjackActions,
  BlackjackRuleError,
  dealBlackjack,
  extraStake,
  handTotal,
  handWin,
  publicBlackjack,
  settleAbandonedBlackjack,
  stakeOf,
  winOf,
  type BlackjackAction,
} from './blackjack.js';
import { CARD_RANKS, CARD_SUITS } from '../provably-fair.js';
import type { Card, FloatSource } from './cards.js';

const card = (rank: number, suit = 0): Card => ({ rank: CARD_RANKS[rank - 2]!, suit: CARD_SUITS[suit]! });
const A = 14;
/** Deal order: player, dealer up, player, dealer hole, then every drawn card in turn. */
const dealt =
  (...ranks: number[]): FloatSource =>
  (index) => {
    if (index >= ranks.length) throw new Error(`card ${index} was not expected`);
    return ((ranks[index]! - 2) * 4 + 0.5) / 52;
  };
const play = (floats: FloatSource, ...actions: BlackjackAction[]) =>
  actions.reduce((state, action) => actBlackjack(state, action, floats), dealBlackjack(floats));

describe('blackjack hands', () => {
  it('counts an ace as 11 while it fits', () => {
    expect(handTotal([card(A), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(A), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(A), card(A), card(9)])).toEqual({ total: 21, soft: true });
  });

  it('pays a blackjack 3:2 at once, rounded down', () => {
    const state = dealBlackjack(dealt(A, 9, 13, 7));
    expect(state.phase).toBe('finished');
    expect(state.hands[0]!.result).toBe('blackjack');
    expect(winOf(101n, state)).toBe(101n + 151n);
  });

  it('lets the dealer draw to 17 and stand on a soft 17', () => {
    // Player 10+8 stands; dealer 6 + 10, draws A: soft 17, stands. 18 beats 17.
    const state = play(dealt(10, 6, 8, 10, A), 'stand');
    expect(state.dealer.length).toBe(3);
    expect(state.hands[0]!.result).toBe('win');
    expect(winOf(100n, state)).toBe(200n);
  });

  it('doubles with one card and twice the stake', () => {
    const state = play(dealt(5, 9, 6, 7, 10, 4), 'double');
    expect(state.hands[0]).toMatchObject({ doubled: true, result: 'win' });
    expect(extraStake(100n, 'double')).toBe(100n);
    expect(stakeOf(100n, state)).toBe(200n);
    expect(winOf(100n, state)).toBe(400n);
  });

  it('splits a pair into two hands that settle on their own, 21 after a split paying 1:1', () => {
    // 8,8 against 10 up (hole 7): hand one 8+3 then hits 10 → 21; hand two 8+A = 19; dealer 17.
    const floats = dealt(8, 10, 8, 7, 3, A, 10);
    const state = play(floats, 'split', 'hit', 'stand');
    expect(state.hands.map((hand) => [hand.result, handWin(100n, hand)])).toEqual([
      ['win', 200n],
      ['win', 200n],
    ]);
    expect(stakeOf(100n, state)).toBe(200n);
    const aces = play(dealt(A, 9, A, 9, 10, 5), 'split');
    expect(aces.hands.map((hand) => hand.result)).toEqual(['win', 'lose']);
  });

  it('offers insurance on an ace and pays it 2:1 against a dealer blackjack', () => {
    const floats = dealt(10, A, 9, 13);
    const offered = dealBlackjack(floats);
    expect(blackjackActions(offered)).toEqual(['insurance', 'no-insurance']);
    expect(publicBlackjack(offered, 100n).dealer).toEqual([card(A), null]);
    const insured = actBlackjack(offered, 'insurance', floats);
    expect(insured.phase).toBe('finished');
    expect([stakeOf(100n, insured), winOf(100n, insured)]).toEqual([150n, 150n]);
    const declined = actBlackjack(offered, 'no-insurance', floats);
    expect([stakeOf(100n, declined), winOf(100n, declined)]).toEqual([100n, 0n]);
  });

  it('refuses an action the hand does not allow', () => {
    const floats = dealt(10, 6, 7, 10, 5);
    const state = play(floats, 'hit');
    expect(() => actBlackjack(state, 'double', floats)).toThrow(BlackjackRuleError);
    expect(() => actBlackjack(state, 'split', floats)).toThrow(BlackjackRuleError);
  });

  it('plays an abandoned round out by the rules: insurance declined, hands stand', () => {
    const floats = dealt(10, A, 9, 6, 2);
    const settled = settleAbandonedBlackjack(dealBlackjack(floats), floats);
    // Dealer A+6 is soft 17 and stands: 19 wins.
    expect(settled).toMatchObject({ phase: 'finished', insured: false });
    expect(winOf(100n, settled)).toBe(200n);
  });
});
