import { describe, expect, it } from 'vitest';
import { outcomeFloats, type SeedPair } from '../provably-fair.js';
import { dice, diceMultiplier } from './dice.js';
import { MULTIPLIER_SCALE, payoutOf } from './game.js';
import { keno, kenoTable } from './keno.js';
import { limbo } from './limbo.js';
import { mineTiles, minesMultiplier, minesView } from './mines.js';
import { plinko, plinkoTable } from './plinko.js';
import { roulette, ROULETTE_BETS, rouletteMultiplier } from './roulette.js';

/** Seed pairs of stake.com's own verifier with its published results (see provably-fair.test.ts). */
const A: SeedPair = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: 1,
};
const B: SeedPair = {
  serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
  clientSeed: '3c83fc7e07',
  nonce: 3,
};
const C: SeedPair = {
  serverSeed: 'a5022ccf5dd5a76d2014278e3d91d1dfc47c3f12e683ea0c8151fdc2f944beb1',
  clientSeed: '8b3ca8298c',
  nonce: 54,
};

const run = <P, O>(
  game: { floats(p: P): number; outcome(f: readonly number[], p: P): O },
  seeds: SeedPair,
  params: P,
) => game.outcome(outcomeFloats(seeds, game.floats(params)), params);

describe('originals mappings against published vectors', () => {
  it('rolls the published dice results', () => {
    expect(run(dice, A, { target: 5000, direction: 'over' })).toEqual({ roll: 7718, won: true });
    expect(run(dice, B, { target: 5000, direction: 'over' })).toEqual({ roll: 1959, won: false });
    expect(run(dice, C, { target: 5000, direction: 'under' })).toEqual({ roll: 5637, won: false });
  });

  it('gives the published limbo results', () => {
    expect(run(limbo, A, { target: 128 })).toEqual({ result: 128, won: true });
    expect(run(limbo, B, { target: 506 })).toEqual({ result: 505, won: false });
    expect(run(limbo, C, { target: 200 })).toEqual({ result: 175, won: false });
  });

  it('spins the published roulette pockets', () => {
    expect([A, B, C].map((s) => run(roulette, s, { bets: [{ kind: 'red', index: 0, chips: 1 }] }).pocket)).toEqual([
      28, 7, 20,
    ]);
  });

  it('draws the published keno numbers', () => {
    expect(run(keno, A, { picks: [31, 36, 1], risk: 'low' })).toEqual({
      drawn: [31, 36, 12, 32, 2, 8, 20, 10, 25, 17],
      hits: 2,
    });
    expect(run(keno, C, { picks: [4], risk: 'high' }).drawn).toEqual([23, 33, 1, 36, 9, 20, 19, 28, 8, 38]);
  });

  it('drops the published plinko paths', () => {
    expect(run(plinko, A, { rows: 16, risk: 'low' }).path.join('')).toBe('1101000010001000');
    expect(run(plinko, B, { rows: 8, risk: 'medium' })).toEqual({ path: [0, 0, 1, 1, 0, 1, 0, 0], bucket: 3 });
    expect(run(plinko, C, { rows: 16, risk: 'high' }).bucket).toBe(7);
  });

  it('lays the published mines (24 mines leave the one safe tile the verifier shows)', () => {
    const safe = (seeds: SeedPair) => [...Array(25).keys()].find((tile) => !mineTiles(seeds, 24).includes(tile))! + 1;
    expect([A, B, C].map(safe)).toEqual([22, 23, 9]);
  });
});

describe('originals payouts', () => {
  it('pays dice by the winning span and floors payouts to the minor unit', () => {
    expect(diceMultiplier(5050, 'over')).toBe(20002);
    expect(dice.multiplier({ roll: 9000, won: true }, { target: 5050, direction: 'over' })).toBe(20002);
    expect(payoutOf(333n, 20002)).toBe(666n);
  });

  it('keeps plinko and keno tables symmetric and on the 0.01× grid', () => {
    const table = plinkoTable(16, 'high');
    expect(table).toEqual([...table].reverse());
    for (const m of [...table, ...kenoTable(10, 'medium')]) expect(m % 100).toBe(0);
  });

  it('pays every roulette bet 36 / n of its chips', () => {
    expect(rouletteMultiplier(17, [{ kind: 'straight', index: 17, chips: 1 }])).toBe(36 * MULTIPLIER_SCALE);
    expect(rouletteMultiplier(0, [{ kind: 'red', index: 0, chips: 1 }])).toBe(0);
    expect(
      rouletteMultiplier(3, [
        { kind: 'column', index: 2, chips: 2 },
        { kind: 'red', index: 0, chips: 2 },
      ]),
    ).toBe(25_000);
    expect(ROULETTE_BETS.split).toHaveLength(60);
    expect(ROULETTE_BETS.corner).toHaveLength(23);
  });

  it('raises the mines multiplier with each safe tile and hides the mines while open', () => {
    expect(minesMultiplier(3, 1)).toBe(Math.floor(0.99 * (25 / 22) * MULTIPLIER_SCALE));
    expect(minesMultiplier(24, 1)).toBe(247_500);
    const view = minesView({ mines: 3, mineTiles: [1, 2, 3], revealed: [0], hit: null, cashedOut: false }, false);
    expect(view.mineTiles).toBeNull();
  });
});
