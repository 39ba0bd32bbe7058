import { compileSlot, WILD, type CompiledSlot } from './compile.js';
import { add, div, fraction, mul, percent, sub, toNumber, type Fraction } from './fraction.js';
import { lineCoins } from './slots.js';
import type { SlotTitle } from './types.js';

/**
 * The exact return of a slot title, from its strips and pays alone (no simulation):
 * - Reels are independent and each stop (and megaways height) is uniform, so every payline's
 *   symbol on a reel is uniform over that reel's strip: one enumeration of symbol combinations,
 *   evaluated by the engine's own `lineCoins`, gives a line's expected pay.
 * - Ways: the count of a symbol-or-wild on a reel depends on that reel's window only, so a run
 *   of length k pays pay[k] × Π E[count on reels 1..k] × P(count on reel k+1 = 0).
 * - Scatter and jackpot pays, and the free spins awarded, follow from the distribution of
 *   their count on the screen: each reel's window counts, convolved across reels.
 * - Free spins form a branching process: each free spin awards m more on average, so a trigger
 *   worth N spins plays N / (1 − m) of them in expectation, each worth the free screen's
 *   expected pay × the multiplier (Wald's identity; retriggers never stop at a cap).
 */
export type SlotRtpReport = {
  rtp: Fraction;
  /** Declared form: percent with 2 decimals, rounded half up. */
  percent: number;
  /** Shares of the return, as fractions of the stake. */
  pays: number;
  anywhere: number;
  freeSpins: number;
  /** Probability that a paid spin triggers free spins, and free spins played per trigger. */
  triggerProbability: number;
  spinsPerTrigger: number;
};

type ScreenValue = { pays: Fraction; anywhere: Fraction; scatterCounts: Fraction[] };

export function slotRtp(title: SlotTitle): SlotRtpReport {
  const c = compileSlot(title);
  const base = screenValue(c, 0);
  const free = screenValue(c, 1);
  const awarded = (counts: Fraction[]) =>
    counts.reduce((sum, p, n) => add(sum, mul(p, fraction(BigInt(c.awards[n] ?? 0)))), fraction(0n));
  const perTrigger = awarded(base.scatterCounts);
  const retrigger = awarded(free.scatterCounts);
  if (retrigger.num >= retrigger.den) throw new Error(`${title.id}: free spins retrigger without end`);
  const spins = div(perTrigger, sub(fraction(1n), retrigger));
  const freeValue = mul(add(free.pays, free.anywhere), fraction(BigInt(c.freeMultiplier)));
  const coins = fraction(BigInt(title.coins));
  const freeSpins = div(mul(spins, freeValue), coins);
  const rtp = add(div(add(base.pays, base.anywhere), coins), freeSpins);
  const triggered = base.scatterCounts.reduce(
    (sum, p, n) => ((c.awards[n] ?? 0) > 0 ? add(sum, p) : sum),
    fraction(0n),
  );
  return {
    rtp,
    percent: percent(rtp),
    pays: toNumber(div(base.pays, coins)),
    anywhere: toNumber(div(base.anywhere, coins)),
    freeSpins: toNumber(freeSpins),
    triggerProbability: toNumber(triggered),
    spinsPerTrigger: triggered.num === 0n ? 0 : toNumber(div(spins, triggered)),
  };
}

/** Every (height, stop) of a reel with the window it shows. */
function windows(
  c: CompiledSlot,
  strips: 0 | 1,
  reel: number,
  visit: (strip: Int32Array, stop: number, height: number) => void,
) {
  const strip = c.strips[strips][reel]!;
  const length = c.lengths[strips][reel]!;
  for (let height = c.minRows; height <= c.maxRows; height++) {
    for (let stop = 0; stop < length; stop++) visit(strip, stop, height);
  }
}

function windowCount(c: CompiledSlot, strips: 0 | 1, reel: number) {
  return BigInt((c.maxRows - c.minRows + 1) * c.lengths[strips][reel]!);
}

/** Distribution of how many of `symbol` the whole screen shows. */
function countDistribution(c: CompiledSlot, strips: 0 | 1, symbol: number): Fraction[] {
  let total: bigint[] = [1n];
  let weight = 1n;
  for (let reel = 0; reel < c.reels; reel++) {
    const reelCounts = new Array<bigint>(c.maxRows + 1).fill(0n);
    windows(c, strips, reel, (strip, stop, height) => {
      let n = 0;
      for (let row = 0; row < height; row++) if (strip[stop + row] === symbol) n++;
      reelCounts[n]!++;
    });
    const next = new Array<bigint>(total.length + c.maxRows).fill(0n);
    total.forEach((a, i) => reelCounts.forEach((b, j) => (next[i + j]! += a * b)));
    total = next;
    weight *= windowCount(c, strips, reel);
  }
  return total.map((n) => fraction(n, weight));
}

function anywhereValue(c: CompiledSlot, counts: Fraction[], symbol: number): Fraction {
  return counts.reduce(
    (sum, p, n) => add(sum, mul(p, fraction(BigInt(c.pay[symbol * c.payWidth + n]!)))),
    fraction(0n),
  );
}

function screenValue(c: CompiledSlot, strips: 0 | 1): ScreenValue {
  let anywhere = fraction(0n);
  let scatterCounts: Fraction[] = [fraction(1n)];
  for (const symbol of [c.scatter, c.jackpot]) {
    if (symbol < 0) continue;
    const counts = countDistribution(c, strips, symbol);
    anywhere = add(anywhere, anywhereValue(c, counts, symbol));
    if (symbol === c.scatter) scatterCounts = counts;
  }
  const pays = c.ways ? waysValue(c, strips) : linesValue(c, strips);
  return { pays, anywhere, scatterCounts };
}

function linesValue(c: CompiledSlot, strips: 0 | 1): Fraction {
  const perReel = Array.from({ length: c.reels }, (_, reel) => {
    const counts = new Map<number, number>();
    const strip = c.strips[strips][reel]!;
    for (let i = 0; i < c.lengths[strips][reel]!; i++) counts.set(strip[i]!, (counts.get(strip[i]!) ?? 0) + 1);
    return [...counts];
  });
  const cells = new Int32Array(c.reels);
  let sum = 0;
  const visit = (reel: number, weight: number) => {
    if (reel === c.reels) {
      sum += weight * lineCoins(c, cells);
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      cells[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  if (!Number.isSafeInteger(sum)) throw new Error(`${c.title.id}: line sums exceed exact integers`);
  const combinations = c.lengths[strips].reduce((product, length) => product * BigInt(length), 1n);
  return fraction(BigInt(sum) * BigInt(c.lineCount), combinations);
}

function waysValue(c: CompiledSlot, strips: 0 | 1): Fraction {
  let total = fraction(0n);
  for (const s of c.regular) {
    const mean: Fraction[] = [];
    const none: Fraction[] = [];
    for (let reel = 0; reel < c.reels; reel++) {
      let sum = 0n;
      let empty = 0n;
      windows(c, strips, reel, (strip, stop, height) => {
        let n = 0;
        for (let row = 0; row < height; row++) {
          const cell = strip[stop + row]!;
          if (cell === s || c.kind[cell] === WILD) n++;
        }
        sum += BigInt(n);
        if (n === 0) empty++;
      });
      const weight = windowCount(c, strips, reel);
      mean.push(fraction(sum, weight));
      none.push(fraction(empty, weight));
    }
    let product = fraction(1n);
    for (let run = 1; run <= c.reels; run++) {
      product = mul(product, mean[run - 1]!);
      const pay = c.pay[s * c.payWidth + run]!;
      if (pay === 0) continue;
      const ends = run < c.reels ? none[run]! : fraction(1n);
      total = add(total, mul(mul(product, ends), fraction(BigInt(pay))));
    }
  }
  return total;
}
