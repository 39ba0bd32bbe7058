import { describe, expect, it } from 'vitest';
import {
  betLines,
  cashoutValue,
  fairProbability,
  isDecided,
  legFactor,
  lineCount,
  linesPayout,
  NAMED_SYSTEMS,
  oddsRatio,
  potentialPayout,
} from './payout.js';
import { cashoutShare } from './operator-settings.js';

const WON = { result: 1, voidFactor: '0' } as const;
const FIVE_PERCENT_MARGIN = cashoutShare(5);
const LOST = { result: 0, voidFactor: '0' } as const;

describe('sport bet payout math', () => {
  it('pays a single at its odds, rounded down once', () => {
    expect(potentialPayout(1_000n, [1850], [1])).toBe(1_850n);
    expect(potentialPayout(333n, [1333], [1])).toBe(443n);
  });

  it('multiplies a combo over its legs', () => {
    expect(potentialPayout(1_000n, [2000, 1500, 3000], [3])).toBe(9_000n);
  });

  it.each([
    ['trixie', 4],
    ['patent', 7],
    ['yankee', 11],
    ['lucky15', 15],
    ['canadian', 26],
    ['lucky31', 31],
    ['heinz', 57],
    ['lucky63', 63],
  ] as const)('a %s holds %i lines', (name, lines) => {
    const system = NAMED_SYSTEMS[name];
    expect(lineCount(system.selections, system.sizes)).toBe(lines);
    expect(betLines(system.selections, system.sizes)).toHaveLength(lines);
  });

  it('pays every named system as the sum of its lines when all legs win at 2.00', () => {
    // With odds 2 on each leg a k-fold returns 2^k units: the payout is Σ_k C(n,k)·2^k.
    const expected = {
      trixie: 20,
      patent: 26,
      yankee: 72,
      lucky15: 80,
      canadian: 232,
      lucky31: 242,
      heinz: 716,
      lucky63: 728,
    };
    for (const [name, system] of Object.entries(NAMED_SYSTEMS)) {
      const odds = Array(system.selections).fill(2000);
      expect(potentialPayout(100n, odds, system.sizes)).toBe(BigInt(expected[name as keyof typeof expected] * 100));
    }
  });

  it('pays a 2/3 system with one leg lost on the one double that survives', () => {
    const factors = [legFactor(2000, WON), legFactor(3000, WON), legFactor(1500, LOST)];
    expect(linesPayout(100n, betLines(3, [2]), factors)).toBe(600n);
  });

  it('counts a void leg at odds 1 and a half-void leg half refunded, half at its result', () => {
    expect(legFactor(2500, { result: 0, voidFactor: '1' })).toEqual({ num: 1n, den: 1n });
    const halfWon = legFactor(2000, { result: 1, voidFactor: '0.5' });
    expect(Number(halfWon.num) / Number(halfWon.den)).toBe(1.5);
    const halfLost = legFactor(2000, { result: 0, voidFactor: '0.5' });
    expect(Number(halfLost.num) / Number(halfLost.den)).toBe(0.5);
    const combo = [legFactor(2000, WON), legFactor(4000, { result: 0, voidFactor: '1' })];
    expect(linesPayout(1_000n, betLines(2, [2]), combo)).toBe(2_000n);
  });

  it('pays a dead heat on its share of the stake at full odds', () => {
    const factor = legFactor(5000, { result: 1, voidFactor: '0', deadHeatFactor: { num: 1, den: 2 } });
    expect(linesPayout(1_000n, [[0]], [factor])).toBe(2_500n);
    const third = legFactor(7000, { result: 1, voidFactor: '0', deadHeatFactor: { num: 1, den: 3 } });
    expect(linesPayout(1_000n, [[0]], [third])).toBe(2_333n);
  });

  it('decides a combo at its first lost leg but a system only when every leg is settled', () => {
    const lost = legFactor(2000, LOST);
    expect(isDecided([lost, null, null], [3])).toBe(true);
    expect(isDecided([lost, null, null], [2, 3])).toBe(false);
    expect(isDecided([lost, oddsRatio(1000), lost], [2, 3])).toBe(true);
  });

  it('prices a cash-out from the fair chance at the current odds minus the margin', () => {
    // A 2-outcome market at 1.90/1.90 is a fair 50%: a single at 3.00 is worth 1.5 stakes, 95% offered.
    const chance = fairProbability([1900, 1900], 0);
    expect(chance.num * 2n).toBe(chance.den);
    expect(cashoutValue(1_000n, [[0]], [{ odds: 3000, chance }], FIVE_PERCENT_MARGIN)).toBe(1_425n);
    // One leg already won at 2.00, the other open at a fair 25%.
    const quarter = fairProbability([1200, 4000, 4000, 4000, 4000 * 4], 1);
    const value = cashoutValue(
      1_000n,
      [[0, 1]],
      [{ settled: legFactor(2000, WON) }, { odds: 4000, chance: quarter }],
      FIVE_PERCENT_MARGIN,
    );
    const fair = (2 * 4 * Number(quarter.num)) / Number(quarter.den);
    expect(Number(value)).toBe(Math.floor(1000 * fair * 0.95));
  });
});
