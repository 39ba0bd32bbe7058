import { z } from 'zod';
import { floatToInt } from '../provably-fair.js';
import { MULTIPLIER_SCALE, type InstantGame } from './game.js';

/**
 * European roulette: one pocket of 0–36 from ⌊float × 37⌋ (the published mapping). Every bet
 * covering n numbers pays 36 / n times its chips (straight 36×, split 18×, street 12×, corner
 * 9×, six line 6×, dozen and column 3×, even chances 2×), so each has the single-zero edge 1/37.
 */
export const ROULETTE_EDGE = 1 / 37;
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every bet of the table by kind: the numbers each one covers. */
function table(): Record<RouletteBetKind, number[][]> {
  const rows = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
  const splits: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) splits.push([n, n + 1]);
    if (n <= 33) splits.push([n, n + 3]);
  }
  const corners: number[][] = [];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corners.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split: splits,
    street: [...rows, [0, 1, 2], [0, 2, 3]],
    corner: [...corners, [0, 1, 2, 3]],
    line: range(0, 10).map((r) => [...rows[r]!, ...rows[r + 1]!]),
    dozen: [range(1, 12), range(13, 24), range(25, 36)],
    column: [1, 2, 3].map((c) => range(0, 11).map((r) => 3 * r + c)),
    red: [[...RED]],
    black: [range(1, 36).filter((n) => !(RED as readonly number[]).includes(n))],
    odd: [range(1, 36).filter((n) => n % 2 === 1)],
    even: [range(1, 36).filter((n) => n % 2 === 0)],
    low: [range(1, 18)],
    high: [range(19, 36)],
  };
}

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];
export const ROULETTE_BETS = table();

export const rouletteParams = z.object({
  bets: z
    .array(
      z
        .object({
          kind: z.enum(ROULETTE_BET_KINDS),
          /** Which bet of its kind (ROULETTE_BETS[kind][index]). */
          index: z.number().int().min(0),
          /** Chips on it; the stake is shared out in proportion. */
          chips: z.number().int().min(1).max(10_000),
        })
        .refine(({ kind, index }) => index < ROULETTE_BETS[kind].length, 'No such bet on the table'),
    )
    .min(1)
    .max(200),
});
export type RouletteParams = z.infer<typeof rouletteParams>;

export interface RouletteOutcome {
  pocket: number;
}

/** The multiplier of the whole stake: what the winning bets pay over all chips placed. */
export function rouletteMultiplier(pocket: number, bets: RouletteParams['bets']): number {
  let chips = 0;
  let paid = 0;
  for (const bet of bets) {
    const numbers = ROULETTE_BETS[bet.kind][bet.index]!;
    chips += bet.chips;
    if (numbers.includes(pocket)) paid += (bet.chips * 36) / numbers.length;
  }
  return Math.floor((paid * MULTIPLIER_SCALE) / chips);
}

export const roulette: InstantGame<RouletteParams, RouletteOutcome> = {
  id: 'roulette',
  houseEdge: ROULETTE_EDGE,
  params: rouletteParams,
  floats: () => 1,
  outcome: ([float]) => ({ pocket: floatToInt(float!, 37) }),
  multiplier: (outcome, { bets }) => rouletteMultiplier(outcome.pocket, bets),
};
