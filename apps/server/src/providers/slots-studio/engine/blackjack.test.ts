import { describe, expect, it } from 'vitest';
import { actBlackjack, dealBlackjack, handTotal, publicBlackjackState } from './blackjack.js';
import { GameRuleError } from './errors.js';
import { scriptedRng } from './test-rng.js';
import { BLACKJACK } from './titles/tables.js';

// Six decks: physical card p is kind p % 52, kind = (rank − 1) × 4 + suit (S H D C).
const KIND: Record<string, number> = {
  A: 0,
  2: 4,
  3: 8,
  4: 12,
  5: 16,
  6: 20,
  7: 24,
  8: 28,
  9: 32,
  T: 36,
  J: 40,
  Q: 44,
  K: 48,
};
/** Scripted draws that deal the given ranks in order (spades, then hearts, … so copies never repeat). */
function cards(...ranks: string[]) {
  const used = new Map<string, number>();
  return scriptedRng(
    ranks.map((rank) => {
      const n = used.get(rank) ?? 0;
      used.set(rank, n + 1);
      return KIND[rank]! + (n % 4) + 52 * Math.floor(n / 4);
    }),
  );
}
/** Deals player p1, dealer up, player p2, dealer hole, then the given further draws. */
const deal = (p1: string, up: string, p2: string, hole: string, ...more: string[]) => {
  const rng = cards(p1, up, p2, hole, ...more);
  return { state: dealBlackjack(BLACKJACK, 100n, rng), rng };
};

describe('blackjack', () => {
  it('pays a blackjack 3:2', () => {
    const { state } = deal('A', '9', 'K', '7');
    expect(state).toMatchObject({ finished: true, win: 250n });
    expect(state.hands[0]!.result).toBe('blackjack');
  });

  it('pushes a blackjack against the dealer’s blackjack, found by the peek', () => {
    const { state } = deal('A', 'A', 'Q', 'K');
    expect(state).toMatchObject({ finished: true, win: 100n });
    expect(state.hands[0]!.result).toBe('push');
  });

  it('takes only the original stake when the dealer peeks a blackjack', () => {
    const { state } = deal('9', 'T', '9', 'A');
    expect(state).toMatchObject({ finished: true, win: 0n, totalStake: 100n });
  });

  it('stands on soft 17', () => {
    const { state, rng } = deal('T', 'A', '8', '6');
    const done = actBlackjack(BLACKJACK, state, 'stand', rng);
    expect(done.dealer).toHaveLength(2);
    expect(handTotal(done.dealer)).toEqual({ total: 17, soft: true });
    expect(done.hands[0]).toMatchObject({ result: 'win', win: 200n });
  });

  it('draws to 16 and returns the stake on a push', () => {
    const { state, rng } = deal('T', '9', '8', '7', '2');
    const done = actBlackjack(BLACKJACK, state, 'stand', rng);
    expect(done.dealer).toHaveLength(3);
    expect(done.hands[0]).toMatchObject({ result: 'push', win: 100n });
  });

  it('doubles on two cards for one card and twice the stake', () => {
    const { state, rng } = deal('6', '6', '5', 'T', 'T', '9');
    expect(state.actions).toEqual(['hit', 'stand', 'double']);
    const done = actBlackjack(BLACKJACK, state, 'double', rng);
    expect(done).toMatchObject({ finished: true, totalStake: 200n, win: 400n });
    expect(done.hands[0]!.cards).toHaveLength(3);
  });

  it('refuses to double after a hit or split an unequal hand', () => {
    const { state, rng } = deal('6', '6', '2', 'T', '3');
    expect(() => actBlackjack(BLACKJACK, state, 'split', rng)).toThrow(GameRuleError);
    const hit = actBlackjack(BLACKJACK, state, 'hit', rng);
    expect(hit.actions).toEqual(['hit', 'stand']);
    expect(() => actBlackjack(BLACKJACK, hit, 'double', rng)).toThrow(GameRuleError);
  });

  it('splits a pair into two hands, allows a double after the split, and plays them in turn', () => {
    const { state, rng } = deal('8', '6', '8', 'T', '3', '2', 'T', 'Q');
    expect(state.actions).toContain('split');
    const split = actBlackjack(BLACKJACK, state, 'split', rng);
    expect(split.hands.map((h) => h.cards)).toEqual([
      ['8S', '3S'],
      ['8H', '2S'],
    ]);
    expect(split.totalStake).toBe(200n);
    expect(split.actions).toContain('double');
    const doubled = actBlackjack(BLACKJACK, split, 'double', rng);
    expect(doubled.active).toBe(1);
    const done = actBlackjack(BLACKJACK, doubled, 'stand', rng);
    // 8-3-T = 21 doubled wins 400; 8-2 = 10 loses to the dealer's 16 + Q = bust → wins 200.
    expect(done).toMatchObject({ finished: true, totalStake: 300n, win: 600n });
  });

  it('gives split aces one card each and counts 21 there as 21, not blackjack', () => {
    const { state, rng } = deal('A', '9', 'A', '7', 'K', '5', '2');
    const done = actBlackjack(BLACKJACK, state, 'split', rng);
    expect(done.finished).toBe(true);
    expect(done.hands.map((h) => [h.result, h.win])).toEqual([
      ['win', 200n],
      ['lose', 0n],
    ]);
  });

  it('hides the hole card until the round ends and refuses actions after it', () => {
    const { state, rng } = deal('T', '9', '7', '8');
    expect(publicBlackjackState(state).dealer).toEqual(['9S', '??']);
    const done = actBlackjack(BLACKJACK, state, 'stand', rng);
    expect(publicBlackjackState(done).dealer).toEqual(['9S', '8S']);
    expect(() => actBlackjack(BLACKJACK, done, 'hit', rng)).toThrow(GameRuleError);
  });
});
