import { describe, expect, it } from 'vitest';
import {
  actBlackjack,
  blackjackActions,
  BlackjackRuleError,
  dealBlackjack,
  handTotal,
  publicBlackjack,
  settleAbandonedBlackjack,
  type BlackjackAction,
} from './blackjack.js';
import type { Card, FloatSource } from './cards.js';

const card = (rank: number, suit = 0): Card => (rank - 2) * 4 + suit;
const A = 14;
/** Deal order: player, dealer up, player, dealer hole, then every drawn card in turn. */
const dealt =
  (...ranks: number[]): FloatSource =>
  (index) => {
    if (index >= ranks.length) throw new Error(`card ${index} was not expected`);
    return (card(ranks[index]!) + 0.5) / 52;
  };
const play = (floats: FloatSource, stake: bigint, ...actions: BlackjackAction[]) =>
  actions.reduce((state, action) => actBlackjack(state, action, floats), dealBlackjack(stake, floats));

describe('blackjack hands', () => {
  it('counts an ace as 11 while it fits', () => {
    expect(handTotal([card(A), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(A), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(A), card(A), card(9)])).toEqual({ total: 21, soft: true });
  });

  it('pays a blackjack 3:2 at once, rounded down', () => {
    const state = dealBlackjack(101n, dealt(A, 9, 13, 7));
    expect(state.phase).toBe('finished');
    expect(state.hands[0]!.result).toBe('blackjack');
    expect(state.win).toBe(101n + 151n);
  });

  it('lets the dealer draw to 17 and stand on a soft 17', () => {
    // Player 10+8 stands; dealer 6 + 10, draws A: soft 17, stands. 18 beats 17.
    const state = play(dealt(10, 6, 8, 10, A), 100n, 'stand');
    expect(state.dealer.length).toBe(3);
    expect(state.hands[0]).toMatchObject({ result: 'win', win: 200n });
  });

  it('doubles with one card and twice the stake', () => {
    const state = play(dealt(5, 9, 6, 7, 10, 4), 100n, 'double');
    expect(state.hands[0]).toMatchObject({ doubled: true, stake: 200n, result: 'win', win: 400n });
    expect(state.totalStake).toBe(200n);
  });

  it('splits a pair into two hands that settle on their own, 21 after a split paying 1:1', () => {
    // 8,8 against 10 up (hole 7): hand one 8+3 then hits 10 → 21; hand two 8+A = 19; dealer 17.
    const floats = dealt(8, 10, 8, 7, 3, A, 10);
    const state = play(floats, 100n, 'split', 'hit', 'stand');
    expect(state.hands.map((hand) => [hand.result, hand.win])).toEqual([
      ['win', 200n],
      ['win', 200n],
    ]);
    expect(state.totalStake).toBe(200n);
    const aces = play(dealt(A, 9, A, 9, 10, 5), 100n, 'split');
    expect(aces.hands.map((hand) => hand.result)).toEqual(['win', 'lose']);
  });

  it('offers insurance on an ace and pays it 2:1 against a dealer blackjack', () => {
    const floats = dealt(10, A, 9, 13);
    const offered = dealBlackjack(100n, floats);
    expect(blackjackActions(offered)).toEqual(['insurance', 'no-insurance']);
    expect(publicBlackjack(offered).dealer).toEqual([card(A), null]);
    const insured = actBlackjack(offered, 'insurance', floats);
    expect(insured).toMatchObject({ phase: 'finished', insurance: 50n, totalStake: 150n, win: 150n });
    expect(actBlackjack(offered, 'no-insurance', floats)).toMatchObject({ phase: 'finished', win: 0n });
  });

  it('refuses an action the hand does not allow', () => {
    const floats = dealt(10, 6, 7, 10, 5);
    const state = play(floats, 100n, 'hit');
    expect(() => actBlackjack(state, 'double', floats)).toThrow(BlackjackRuleError);
    expect(() => actBlackjack(state, 'split', floats)).toThrow(BlackjackRuleError);
  });

  it('plays an abandoned round out by the rules: insurance declined, hands stand', () => {
    const floats = dealt(10, A, 9, 6, 2);
    const settled = settleAbandonedBlackjack(dealBlackjack(100n, floats), floats);
    // Dealer A+6 is soft 17 and stands: 19 wins.
    expect(settled).toMatchObject({ phase: 'finished', insurance: 0n, win: 200n });
  });
});
