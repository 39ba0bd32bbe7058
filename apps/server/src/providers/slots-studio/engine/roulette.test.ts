import { describe, expect, it } from 'vitest';
import { GameRuleError } from './errors.js';
import { colorOf, playRoulette, rouletteBetNumbers, type RouletteBet } from './roulette.js';
import { scriptedRng } from './test-rng.js';
import { EUROPEAN_ROULETTE } from './titles/tables.js';

const spinTo = (number: number, bets: RouletteBet[]) => playRoulette(EUROPEAN_ROULETTE, bets, scriptedRng([number]));

describe('roulette payouts', () => {
  const cases: [RouletteBet, number, bigint][] = [
    [{ type: 'straight', numbers: [17], amount: 10n }, 17, 360n],
    [{ type: 'straight', numbers: [0], amount: 10n }, 0, 360n],
    [{ type: 'split', numbers: [17, 20], amount: 10n }, 20, 180n],
    [{ type: 'split', numbers: [0, 3], amount: 10n }, 3, 180n],
    [{ type: 'street', numbers: [31, 32, 33], amount: 10n }, 32, 120n],
    [{ type: 'trio', numbers: [0, 2, 3], amount: 10n }, 0, 120n],
    [{ type: 'corner', numbers: [17, 18, 20, 21], amount: 10n }, 21, 90n],
    [{ type: 'first-four', numbers: [0, 1, 2, 3], amount: 10n }, 1, 90n],
    [{ type: 'line', numbers: [1, 2, 3, 4, 5, 6], amount: 10n }, 6, 60n],
    [{ type: 'dozen', index: 3, amount: 10n }, 36, 30n],
    [{ type: 'column', index: 1, amount: 10n }, 34, 30n],
    [{ type: 'red', amount: 10n }, 1, 20n],
    [{ type: 'black', amount: 10n }, 2, 20n],
    [{ type: 'odd', amount: 10n }, 35, 20n],
    [{ type: 'even', amount: 10n }, 36, 20n],
    [{ type: 'low', amount: 10n }, 18, 20n],
    [{ type: 'high', amount: 10n }, 19, 20n],
  ];
  for (const [bet, number, win] of cases) {
    it(`pays a winning ${bet.type} bet ${win / 10n - 1n}:1 and loses it elsewhere`, () => {
      expect(spinTo(number, [bet]).win).toBe(win);
      const miss = [...Array(37).keys()].find((n) => !rouletteBetNumbers(bet).includes(n))!;
      expect(spinTo(miss, [bet]).win).toBe(0n);
    });
  }

  it('loses every even-money, dozen and column bet on zero', () => {
    const outside: RouletteBet[] = ['red', 'black', 'odd', 'even', 'low', 'high'].map(
      (type) => ({ type, amount: 10n }) as RouletteBet,
    );
    const round = spinTo(0, [
      ...outside,
      { type: 'dozen', index: 1, amount: 10n },
      { type: 'column', index: 1, amount: 10n },
    ]);
    expect(round.win).toBe(0n);
    expect(round.color).toBe('green');
  });

  it('settles several bets at once and reports the total stake', () => {
    const round = spinTo(7, [
      { type: 'straight', numbers: [7], amount: 20n },
      { type: 'red', amount: 50n },
      { type: 'dozen', index: 2, amount: 30n },
    ]);
    expect(round).toMatchObject({ number: 7, color: 'red', totalStake: 100n, win: 820n });
  });

  it('colours the wheel as the table does', () => {
    expect([colorOf(0), colorOf(1), colorOf(2), colorOf(10), colorOf(19), colorOf(36)]).toEqual([
      'green',
      'red',
      'black',
      'black',
      'red',
      'red',
    ]);
  });
});

describe('roulette limits', () => {
  const refuses = (bets: RouletteBet[], code: string) =>
    expect(() => spinTo(1, bets)).toThrow(expect.objectContaining({ code }) as unknown as GameRuleError);

  it('refuses bets the layout does not offer', () => {
    refuses([{ type: 'split', numbers: [3, 4], amount: 10n }], 'INVALID_BET');
    refuses([{ type: 'street', numbers: [2, 3, 4], amount: 10n }], 'INVALID_BET');
    refuses([{ type: 'corner', numbers: [3, 4, 6, 7], amount: 10n }], 'INVALID_BET');
    refuses([{ type: 'straight', numbers: [37], amount: 10n }], 'INVALID_BET');
    refuses([{ type: 'dozen', index: 4, amount: 10n }], 'INVALID_BET');
    refuses([{ type: 'red', numbers: [1], amount: 10n }], 'INVALID_BET');
    refuses([], 'INVALID_BET');
  });

  it('refuses chips off the bet step, totals outside the table limits and too much on one number', () => {
    refuses([{ type: 'red', amount: 15n }], 'INVALID_STAKE');
    refuses([{ type: 'red', amount: EUROPEAN_ROULETTE.maxBet + 10n }], 'INVALID_STAKE');
    refuses(
      [
        { type: 'straight', numbers: [5], amount: EUROPEAN_ROULETTE.maxStraight },
        { type: 'straight', numbers: [5], amount: 10n },
      ],
      'INVALID_STAKE',
    );
  });
});
