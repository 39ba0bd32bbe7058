import { compileSlot, type CompiledSlot } from './compile.js';
import { checkStake } from './errors.js';
import type { Rng } from './rng.js';
import type { SlotRound, SlotScreen, SlotTitle, SlotWin } from './types.js';

/**
 * The reel engine. Rules, the same for every slot title:
 * - A spin stops every reel at a uniform position of its strip (megaways: first a uniform
 *   height between minRows and maxRows, then the stop); the reel shows that many consecutive
 *   symbols. Draw order per reel: height (megaways only), stop.
 * - Lines pay left to right from the first reel, the longest run of one symbol where wilds
 *   substitute for every regular symbol; a run of leading wilds pays as wilds when that pays
 *   more. Every wild in a paying run multiplies it by its multiplier. Scatters and jackpot
 *   symbols are never substituted and end a run.
 * - Ways pay left to right on adjacent reels: for each regular symbol, the number of ways is
 *   the product of the count of that symbol or wilds on each reel of the run. Wilds never
 *   stand on the first reel of a ways game.
 * - Scatters and jackpot symbols pay anywhere by their count on the screen, once per screen.
 *   Scatters award free spins; free spins play on their own strips, multiply every win by the
 *   feature multiplier and retrigger by the same table, without limit.
 * - Money: a coin is stake / coins (the stake is a multiple of coins) and every pay is whole
 *   coins, so every win is an exact integer of minor units and the RTP of `rtp.ts` is exact.
 */

// Symbol kinds as in compile.ts, repeated as local constants: an imported binding is a
// property read through the module object on every use, and these sit in the hottest loops.
const REGULAR = 0;
const WILD = 1;

type Collector = { line: number | null; symbol: number; count: number; positions: [number, number][]; coins: number }[];

/** Stops the reels on base (0) or free (1) strips into the compiled scratch screen. */
export function spin(c: CompiledSlot, strips: 0 | 1, rng: Rng): void {
  const set = c.strips[strips];
  const lengths = c.lengths[strips];
  const span = c.maxRows - c.minRows + 1;
  for (let reel = 0; reel < c.reels; reel++) {
    const height = span === 1 ? c.maxRows : c.minRows + rng.int(span);
    const stop = rng.int(lengths[reel]!);
    const strip = set[reel]!;
    const offset = reel * c.maxRows;
    for (let row = 0; row < height; row++) c.screen[offset + row] = strip[stop + row]!;
    c.heights[reel] = height;
  }
}

let lastSymbol = 0;
let lastCount = 0;

/** Coins one line of symbols (c.lineBuffer) pays; leaves the paying symbol and count in lastSymbol/lastCount. */
export function lineCoins(c: CompiledSlot, cells: Int32Array): number {
  const { kind, multiplier, pay, payWidth, reels } = c;
  let first = -1;
  let count = 0;
  let product = 1;
  let wildRun = 0;
  let wildProduct = 1;
  let leading = true;
  for (let reel = 0; reel < reels; reel++) {
    const s = cells[reel]!;
    const k = kind[s];
    if (k === WILD) {
      count++;
      product *= multiplier[s]!;
      if (leading) {
        wildRun++;
        wildProduct *= multiplier[s]!;
      }
      continue;
    }
    leading = false;
    if (k !== REGULAR) break;
    if (first < 0) first = s;
    else if (s !== first) break;
    count++;
  }
  const symbolPay = first >= 0 ? pay[first * payWidth + count]! * product : 0;
  const wildPay = wildRun > 0 ? pay[cells[0]! * payWidth + wildRun]! * wildProduct : 0;
  if (wildPay > symbolPay) {
    lastSymbol = cells[0]!;
    lastCount = wildRun;
    return wildPay;
  }
  lastSymbol = first;
  lastCount = count;
  return symbolPay;
}

function linesCoins(c: CompiledSlot, collect: Collector | null): number {
  const { screen, lines, reels, maxRows, lineBuffer, kind, pay, payWidth } = c;
  let total = 0;
  for (let line = 0; line < c.lineCount; line++) {
    // Most lines end at the second reel: two different regular symbols there pay nothing.
    const first = screen[lines[line * reels]!]!;
    const second = screen[maxRows + lines[line * reels + 1]!]!;
    const k = kind[first];
    if (k !== REGULAR && k !== WILD) continue;
    if (k === REGULAR && kind[second] === REGULAR && second !== first && pay[first * payWidth + 1] === 0) continue;
    for (let reel = 0; reel < reels; reel++) lineBuffer[reel] = screen[reel * maxRows + lines[line * reels + reel]!]!;
    const coins = lineCoins(c, lineBuffer);
    if (coins === 0) continue;
    total += coins;
    if (collect) {
      const positions: [number, number][] = [];
      for (let reel = 0; reel < lastCount; reel++) positions.push([reel, lines[line * reels + reel]!]);
      collect.push({ line, symbol: lastSymbol, count: lastCount, positions, coins });
    }
  }
  return total;
}

function waysCoins(c: CompiledSlot, collect: Collector | null): number {
  const { screen, heights, kind, reels, maxRows, symbolCount, wayCounts, wildCounts, pay, payWidth, regular } = c;
  wayCounts.fill(0);
  wildCounts.fill(0);
  for (let reel = 0; reel < reels; reel++) {
    const offset = reel * maxRows;
    for (let row = 0; row < heights[reel]!; row++) {
      const s = screen[offset + row]!;
      const k = kind[s];
      if (k === WILD) wildCounts[reel]! += 1;
      else if (k === REGULAR) wayCounts[reel * symbolCount + s]! += 1;
    }
  }
  let total = 0;
  for (let i = 0; i < regular.length; i++) {
    const s = regular[i]!;
    let ways = wayCounts[s]!;
    if (ways === 0) continue;
    let run = 1;
    while (run < reels) {
      const n = wayCounts[run * symbolCount + s]! + wildCounts[run]!;
      if (n === 0) break;
      ways *= n;
      run++;
    }
    const coins = pay[s * payWidth + run]! * ways;
    if (coins === 0) continue;
    total += coins;
    if (collect) {
      const positions: [number, number][] = [];
      for (let reel = 0; reel < run; reel++) {
        for (let row = 0; row < heights[reel]!; row++) {
          const cell = screen[reel * maxRows + row]!;
          if (cell === s || kind[cell] === WILD) positions.push([reel, row]);
        }
      }
      collect.push({ line: null, symbol: s, count: run, positions, coins });
    }
  }
  return total;
}

function anywhereCoins(c: CompiledSlot, symbol: number, collect: Collector | null): number {
  if (symbol < 0) return 0;
  let count = 0;
  for (let reel = 0; reel < c.reels; reel++) {
    for (let row = 0; row < c.heights[reel]!; row++) if (c.screen[reel * c.maxRows + row] === symbol) count++;
  }
  if (symbol === c.scatter) scatterCount = count;
  const coins = c.pay[symbol * c.payWidth + count]!;
  if (coins > 0 && collect) {
    const positions: [number, number][] = [];
    for (let reel = 0; reel < c.reels; reel++) {
      for (let row = 0; row < c.heights[reel]!; row++) {
        if (c.screen[reel * c.maxRows + row] === symbol) positions.push([reel, row]);
      }
    }
    collect.push({ line: null, symbol, count, positions, coins });
  }
  return coins;
}

let scatterCount = 0;

/** Coins the scratch screen pays before any free-spin multiplier; sets scatterCount. */
export function screenCoins(c: CompiledSlot, collect: Collector | null): number {
  scatterCount = 0;
  const paid = c.ways ? waysCoins(c, collect) : linesCoins(c, collect);
  return paid + anywhereCoins(c, c.scatter, collect) + anywhereCoins(c, c.jackpot, collect);
}

/** One round in coins, free spins included: the simulations' hot path, no allocation. */
export function roundCoins(c: CompiledSlot, rng: Rng): number {
  spin(c, 0, rng);
  let total = screenCoins(c, null);
  let pending = c.awards[scatterCount]!;
  while (pending > 0) {
    pending--;
    spin(c, 1, rng);
    total += screenCoins(c, null) * c.freeMultiplier;
    pending += c.awards[scatterCount]!;
  }
  return total;
}

/** One paid round: the base spin and every free spin it triggers, resolved at once. */
export function playSlotRound(title: SlotTitle, stake: bigint, rng: Rng): SlotRound {
  checkStake(title, stake);
  const c = compileSlot(title);
  const coin = stake / BigInt(c.title.coins);
  const screens: SlotScreen[] = [];
  const play = (free: boolean) => {
    spin(c, free ? 1 : 0, rng);
    const collected: Collector = [];
    screenCoins(c, collected);
    const awarded = c.awards[scatterCount]!;
    const multiplier = free ? c.freeMultiplier : 1;
    const wins: SlotWin[] = collected.map((w) => ({
      line: w.line,
      symbol: c.ids[w.symbol]!,
      count: w.count,
      positions: w.positions,
      amount: BigInt(w.coins) * coin * BigInt(multiplier),
    }));
    const reels = Array.from({ length: c.reels }, (_, reel) =>
      Array.from({ length: c.heights[reel]! }, (_, row) => c.ids[c.screen[reel * c.maxRows + row]!]!),
    );
    const win = wins.reduce((sum, w) => sum + w.amount, 0n);
    screens.push({ reels, wins, win, freeSpin: free, multiplier, freeSpinsAwarded: awarded });
    return awarded;
  };
  let pending = play(false);
  let awarded = pending;
  while (pending > 0) {
    pending--;
    const more = play(true);
    pending += more;
    awarded += more;
  }
  return { stake, win: screens.reduce((sum, s) => sum + s.win, 0n), screens, freeSpinsAwarded: awarded };
}
