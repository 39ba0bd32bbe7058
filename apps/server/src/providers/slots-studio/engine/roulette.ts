import { GameRuleError } from './errors.js';
import type { Rng } from './rng.js';
import type { RouletteTitle } from './types.js';

/**
 * European roulette, one zero, 37 pockets. A bet covering k numbers returns 36 / k times its
 * amount when the ball lands on one of them (stake included), so every bet returns 36/37
 * = 97.30 % on average:
 *   straight 1 number 35:1 · split 2 adjacent 17:1 · street 3 in a row 11:1 · trio 0-1-2 or
 *   0-2-3 11:1 · corner 4 in a square 8:1 · first-four 0-1-2-3 8:1 · line 2 adjacent rows 5:1 ·
 *   dozen (index 1–3) 2:1 · column (index 1–3) 2:1 · red, black, odd, even, low 1–18,
 *   high 19–36 1:1 (zero loses them all).
 * Limits: every amount a positive multiple of the bet step, the total between minBet and
 * maxBet, at most `maxStraight` on any single number in straight bets, at most 150 bets.
 */

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'first-four',
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
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Inside bets name their numbers; dozen and column an index 1–3; the even-money bets neither. */
export type RouletteBet = { type: RouletteBetType; numbers?: number[]; index?: number; amount: bigint };

export type RouletteRound = {
  number: number;
  color: 'red' | 'black' | 'green';
  bets: (RouletteBet & { win: bigint })[];
  totalStake: bigint;
  win: bigint;
};

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
/** The single-zero wheel, clockwise from zero (for drawing it). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const MAX_BETS = 150;

export function colorOf(n: number): RouletteRound['color'] {
  return n === 0 ? 'green' : RED_NUMBERS.includes(n) ? 'red' : 'black';
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const OUTSIDE: Readonly<Record<string, readonly number[]>> = {
  red: RED_NUMBERS,
  black: range(1, 36).filter((n) => !RED_NUMBERS.includes(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};
const DOZENS = [1, 2, 3].map((i) => range(12 * i - 11, 12 * i));
const COLUMNS = [1, 2, 3].map((i) => range(1, 36).filter((n) => n % 3 === i % 3));

function illegal(bet: RouletteBet): never {
  throw new GameRuleError('INVALID_BET', `Not a legal ${bet.type} bet`);
}

/** Whether sorted `given` is exactly `from`, `from + step[0]`, … */
function isSet(given: readonly number[], from: number, steps: readonly number[]): boolean {
  if (given.length !== steps.length + 1 || given[0] !== from) return false;
  for (let i = 0; i < steps.length; i++) if (given[i + 1] !== from + steps[i]!) return false;
  return true;
}

function insideBetIsLegal(type: RouletteBetType, given: readonly number[]): boolean {
  const a = given[0] ?? -1;
  switch (type) {
    case 'straight':
      return given.length === 1;
    case 'split':
      return (
        given.length === 2 && (a === 0 ? given[1]! <= 3 : isSet(given, a, [3]) || (a % 3 !== 0 && isSet(given, a, [1])))
      );
    case 'street':
      return a % 3 === 1 && isSet(given, a, [1, 2]);
    case 'trio':
      return isSet(given, 0, [1, 2]) || isSet(given, 0, [2, 3]);
    case 'corner':
      return a >= 1 && a % 3 !== 0 && isSet(given, a, [1, 3, 4]);
    case 'first-four':
      return isSet(given, 0, [1, 2, 3]);
    case 'line':
      return a % 3 === 1 && isSet(given, a, [1, 2, 3, 4, 5]);
    default:
      return false;
  }
}

/** The numbers a bet covers; throws INVALID_BET for a bet the table does not offer. */
export function rouletteBetNumbers(bet: RouletteBet): readonly number[] {
  if (bet.type === 'dozen' || bet.type === 'column') {
    const index = bet.index;
    if (bet.numbers?.length || (index !== 1 && index !== 2 && index !== 3)) illegal(bet);
    return (bet.type === 'dozen' ? DOZENS : COLUMNS)[index - 1]!;
  }
  const outside = OUTSIDE[bet.type];
  if (outside) {
    if (bet.numbers?.length || bet.index !== undefined) illegal(bet);
    return outside;
  }
  const given = [...(bet.numbers ?? [])].sort((a, b) => a - b);
  for (let i = 0; i < given.length; i++) {
    const n = given[i]!;
    if (!Number.isInteger(n) || n < 0 || n > 36 || (i > 0 && n === given[i - 1])) illegal(bet);
  }
  if (bet.index !== undefined || !insideBetIsLegal(bet.type, given)) illegal(bet);
  return given;
}

/** Checks every bet and the limits, spins the wheel (one uniform draw of 37) and settles. */
export function playRoulette(title: RouletteTitle, bets: RouletteBet[], rng: Rng): RouletteRound {
  if (bets.length === 0 || bets.length > MAX_BETS) {
    throw new GameRuleError('INVALID_BET', `Place between 1 and ${MAX_BETS} bets`);
  }
  const covered = bets.map((bet) => {
    if (typeof bet.amount !== 'bigint' || bet.amount <= 0n || bet.amount % title.betStep !== 0n) {
      throw new GameRuleError('INVALID_STAKE', `Every bet must be a positive multiple of ${title.betStep}`);
    }
    return rouletteBetNumbers(bet);
  });
  const totalStake = bets.reduce((sum, bet) => sum + bet.amount, 0n);
  if (totalStake < title.minBet || totalStake > title.maxBet) {
    throw new GameRuleError('INVALID_STAKE', `The total stake must be between ${title.minBet} and ${title.maxBet}`);
  }
  const straight = new Map<number, bigint>();
  bets.forEach((bet, i) => {
    if (bet.type !== 'straight') return;
    const n = covered[i]![0]!;
    const total = (straight.get(n) ?? 0n) + bet.amount;
    if (total > title.maxStraight) {
      throw new GameRuleError('INVALID_STAKE', `At most ${title.maxStraight} on a single number`);
    }
    straight.set(n, total);
  });
  const number = rng.int(37);
  const settled = bets.map((bet, i) => {
    const numbers = covered[i]!;
    const win = numbers.includes(number) ? (bet.amount * 36n) / BigInt(numbers.length) : 0n;
    return { ...bet, win };
  });
  return {
    number,
    color: colorOf(number),
    bets: settled,
    totalStake,
    win: settled.reduce((sum, bet) => sum + bet.win, 0n),
  };
}
