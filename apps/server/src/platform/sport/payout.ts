import type { Fraction, VoidFactor } from '../../contracts/sport-feed.js';

/**
 * The money math of a sport bet, exact: odds are thousandths, void and dead-heat factors are
 * fractions, every product is taken over bigints and each line's payout is rounded down once,
 * at the end.
 */

export interface Ratio {
  num: bigint;
  den: bigint;
}

/** The named full-cover bets: how many selections each takes and which combination sizes it holds. */
export const NAMED_SYSTEMS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
} as const;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

export const MAX_LEGS = 20;
/** A system bet may hold at most this many lines (C(20,10) would be 184 756). */
export const MAX_LINES = 1024;

/** Every k-element subset of 0..n-1, as index lists in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === k) {
      out.push([...picked]);
      return;
    }
    for (let i = start; i <= n - (k - picked.length); i += 1) walk(i + 1, [...picked, i]);
  };
  if (k >= 1 && k <= n) walk(0, []);
  return out;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The lines of a bet with `legs` selections and these combination sizes. */
export function betLines(legs: number, sizes: readonly number[]): number[][] {
  return sizes.flatMap((k) => combinations(legs, k));
}

export function lineCount(legs: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + binomial(legs, k), 0);
}

export interface LegResult {
  result: 0 | 1;
  voidFactor: VoidFactor;
  deadHeatFactor?: Fraction;
}

const VOID: Record<VoidFactor, Ratio> = {
  '0': { num: 0n, den: 1n },
  '0.5': { num: 1n, den: 2n },
  '1': { num: 1n, den: 1n },
};

/**
 * What one unit staked on a settled leg returns: the void part back at odds 1, the rest at the
 * leg's odds (times the dead-heat share) when it won, nothing when it lost.
 * factor = v + (1 − v) × (won ? odds × dh : 0).
 */
export function legFactor(odds: number, settled: LegResult): Ratio {
  const v = VOID[settled.voidFactor];
  const dh = settled.deadHeatFactor ?? { num: 1, den: 1 };
  const win: Ratio =
    settled.result === 1 ? { num: BigInt(odds) * BigInt(dh.num), den: 1000n * BigInt(dh.den) } : { num: 0n, den: 1n };
  return { num: v.num * win.den + (v.den - v.num) * win.num, den: v.den * win.den };
}

export const oddsRatio = (odds: number): Ratio => ({ num: BigInt(odds), den: 1000n });

/** Σ over the lines of ⌊unit × Π factors⌋. */
export function linesPayout(unit: bigint, lines: number[][], factors: Ratio[]): bigint {
  let total = 0n;
  for (const line of lines) {
    let num = unit;
    let den = 1n;
    for (const index of line) {
      num *= factors[index]!.num;
      den *= factors[index]!.den;
    }
    total += num / den;
  }
  return total;
}

/** The payout if every leg wins at its odds. */
export function potentialPayout(unit: bigint, odds: number[], sizes: readonly number[]): bigint {
  return linesPayout(unit, betLines(odds.length, sizes), odds.map(oddsRatio));
}

/** A bet is decided when every leg is settled, or, with a single line, as soon as a leg lost. */
export function isDecided(factors: (Ratio | null)[], sizes: readonly number[]): boolean {
  if (factors.every((f) => f !== null)) return true;
  const singleLine = sizes.length === 1 && sizes[0] === factors.length;
  return singleLine && factors.some((f) => f !== null && f.num === 0n);
}

/**
 * A market's fair probability of each outcome from its prices: the margin taken out in
 * proportion, p_i = (1/o_i) / Σ_j (1/o_j), as an exact ratio of products of the odds.
 */
export function fairProbability(odds: number[], index: number): Ratio {
  const product = (skip: number) => odds.reduce((p, o, j) => (j === skip ? p : p * BigInt(o)), 1n);
  const den = odds.reduce((sum, _o, k) => sum + product(k), 0n);
  return { num: product(index), den };
}

/**
 * A cash-out offer: the fair value of the bet now, each settled leg at its factor and each open
 * leg at its odds times its fair chance at the current prices; `share` of it is offered, the
 * rest is the house's margin.
 */
export function cashoutValue(
  unit: bigint,
  lines: number[][],
  legs: ({ settled: Ratio } | { odds: number; chance: Ratio })[],
  share: Ratio,
): bigint {
  const factors = legs.map((leg) =>
    'settled' in leg ? leg.settled : { num: BigInt(leg.odds) * leg.chance.num, den: 1000n * leg.chance.den },
  );
  const fair = linesPayout(unit * share.num, lines, factors);
  return fair / share.den;
}
