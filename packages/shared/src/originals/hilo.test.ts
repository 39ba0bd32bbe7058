import { describe, expect, it } from 'vitest';
import { CARD_RANKS, CARD_SUITS } from '../provably-fair.js';
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

/** Rank 2…14 (ace) of a suit; `dealt` makes floats landing on those cards in 2♦ 2♥ 2♠ 2♣ 3♦ … A♣. */
const card = (rank: number, suit = 0): Card => ({ rank: CARD_RANKS[rank - 2]!, suit: CARD_SUITS[suit]! });
const indexOf = (c: Card) => CARD_RANKS.indexOf(c.rank) * 4 + CARD_SUITS.indexOf(c.suit);
const dealt =
  (...cards: Card[]): FloatSource =>
  (index) =>
    (indexOf(cards[index]!) + 0.5) / 52;

const play = (floats: FloatSource, ...actions: HiloAction[]) =>
  actions.reduce((state, action) => actHilo(state, action, floats), startHilo(floats));

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
  it('multiplies right calls exactly and rounds the product down once', () => {
    // 7 → 9 (higher, 7 of 13) → 3 (lower, 9 of 13): 0.99·13/7 × 0.99·13/9 = 2.62915…
    const state = play(dealt(card(7), card(9), card(3)), 'higher', 'lower', 'cashout');
    expect(state.status).toBe('cashed');
    expect(hiloMultiplier(state)).toBe(Math.floor((10_000 * 99 * 13 * 99 * 13) / (100 * 7 * 100 * 9)));
    expect(hiloMultiplier(state)).toBe(26_291);
  });

  it('loses on a wrong call and allows nothing after', () => {
    const state = play(dealt(card(7), card(5)), 'higher');
    expect(state.status).toBe('lost');
    expect(hiloMultiplier(state)).toBe(0);
    expect(hiloActions(state)).toEqual([]);
  });

  it('skips a card without changing the multiplier and refuses a cash-out before a right call', () => {
    const floats = dealt(card(13), card(8), card(10));
    const skipped = play(floats, 'skip');
    expect(skipped.cards.map((c) => c.card)).toEqual([card(13), card(8)]);
    expect(hiloMultiplier(skipped)).toBe(10_000);
    expect(() => actHilo(skipped, 'cashout', floats)).toThrow(HiloRuleError);
    expect(() => actHilo(startHilo(floats), 'higher', floats)).toThrow(HiloRuleError);
  });

  it('settles an abandoned round at its multiplier: the stake back before any call', () => {
    const floats = dealt(card(7), card(9));
    expect(hiloMultiplier(settleAbandonedHilo(startHilo(floats)))).toBe(10_000);
    const ahead = settleAbandonedHilo(play(floats, 'higher'));
    expect(ahead.status).toBe('cashed');
    expect(hiloMultiplier(ahead)).toBe(18_385);
  });

  it('replays the same round from the same floats', () => {
    const floats = (index: number) => ((index * 7919) % 1000) / 1000;
    const a = play(floats, 'skip', 'skip', 'skip');
    const b = play(floats, 'skip', 'skip', 'skip');
    expect(a).toEqual(b);
  });
});
