import { describe, expect, it } from 'vitest';
import type { Card, FloatSource } from './cards.js';
import {
  actHilo,
  callMultiplier,
  callWins,
  hiloActions,
  hiloMultiplier,
  HiloRuleError,
  settleAbandonedHilo,
  startHilo,
  winningRanks,
  type HiloAction,
} from './hilo.js';

/** Cards as the index in 2♦ 2♥ 2♠ 2♣ 3♦ … A♣: rank r (2…14) of suit s is (r − 2) × 4 + s. */
const card = (rank: number, suit = 0): Card => (rank - 2) * 4 + suit;
const dealt =
  (...cards: Card[]): FloatSource =>
  (index) =>
    (cards[index]! + 0.5) / 52;

const play = (floats: FloatSource, stake: bigint, ...actions: HiloAction[]) =>
  actions.reduce((state, action) => actHilo(state, action, floats), startHilo(stake, floats));

describe('HiLo calls', () => {
  it('counts ace low and king high, with "same" offered only on them', () => {
    expect(winningRanks(card(14), 'higher')).toBe(12);
    expect(winningRanks(card(14), 'lower')).toBe(0);
    expect(winningRanks(card(14), 'same')).toBe(1);
    expect(winningRanks(card(13), 'lower')).toBe(12);
    expect(winningRanks(card(13), 'higher')).toBe(0);
    expect(winningRanks(card(7), 'higher')).toBe(7);
    expect(winningRanks(card(7), 'lower')).toBe(7);
    expect(winningRanks(card(7), 'same')).toBe(0);
  });

  it('wins "higher" on the same rank except on an ace', () => {
    expect(callWins(card(7), card(7, 2), 'higher')).toBe(true);
    expect(callWins(card(7), card(6), 'higher')).toBe(false);
    expect(callWins(card(14), card(14, 1), 'higher')).toBe(false);
    expect(callWins(card(14), card(2), 'higher')).toBe(true);
    expect(callWins(card(13), card(13, 3), 'lower')).toBe(false);
  });

  it('returns 99 % on every call: probability × multiplier', () => {
    for (let rank = 2; rank <= 14; rank++)
      for (const call of ['higher', 'lower', 'same'] as const) {
        const ranks = winningRanks(card(rank), call);
        if (ranks > 0) expect((ranks / 13) * callMultiplier(card(rank), call)).toBeCloseTo(0.99, 3);
      }
  });
});

describe('a HiLo round', () => {
  it('multiplies right calls exactly and pays the stake times the product on cash-out', () => {
    // 7 → 9 (higher, 7 of 13) → 3 (lower, 9 of 13): 0.99·13/7 × 0.99·13/9.
    const state = play(dealt(card(7), card(9), card(3)), 1_000n, 'higher', 'lower', 'cashout');
    expect(state.status).toBe('cashed');
    expect(state.win).toBe((1_000n * 99n * 13n * 99n * 13n) / (100n * 7n * 100n * 9n));
    expect(hiloMultiplier(state)).toBeCloseTo(2.6291, 3);
  });

  it('loses the stake on a wrong call and allows nothing after', () => {
    const state = play(dealt(card(7), card(5)), 1_000n, 'higher');
    expect(state.status).toBe('lost');
    expect(state.win).toBe(0n);
    expect(hiloActions(state)).toEqual([]);
  });

  it('skips a card without changing the multiplier and refuses a cash-out before a right call', () => {
    const floats = dealt(card(13), card(8), card(10));
    const skipped = play(floats, 500n, 'skip');
    expect(skipped.cards.map((c) => c.card)).toEqual([card(13), card(8)]);
    expect(hiloMultiplier(skipped)).toBe(1);
    expect(() => actHilo(skipped, 'cashout', floats)).toThrow(HiloRuleError);
    expect(() => actHilo(startHilo(500n, floats), 'higher', floats)).toThrow(HiloRuleError);
  });

  it('settles an abandoned round at its multiplier: the stake back before any call', () => {
    const floats = dealt(card(7), card(9));
    expect(settleAbandonedHilo(startHilo(800n, floats)).win).toBe(800n);
    const ahead = play(floats, 700n, 'higher');
    expect(settleAbandonedHilo(ahead)).toMatchObject({ status: 'cashed', win: (700n * 99n * 13n) / 700n });
  });

  it('replays the same round from the same floats', () => {
    const floats = (index: number) => ((index * 7919) % 1000) / 1000;
    const a = play(floats, 100n, 'skip', 'skip', 'skip');
    const b = play(floats, 100n, 'skip', 'skip', 'skip');
    expect(a).toEqual(b);
  });
});
