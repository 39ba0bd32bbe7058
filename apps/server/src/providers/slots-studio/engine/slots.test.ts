import { describe, expect, it } from 'vitest';
import { GameRuleError } from './errors.js';
import { fairRng } from './rng.js';
import { playSlotRound } from './slots.js';
import { scriptedRng } from './test-rng.js';
import { SLOT_TITLES } from './titles/slots.js';
import type { SlotLayout, SlotSymbol, SlotTitle } from './types.js';

const SYMBOLS: SlotSymbol[] = [
  { id: 'A', name: 'A', kind: 'regular', pays: [0, 0, 0, 10, 20, 50], glyph: 'A' },
  { id: 'K', name: 'K', kind: 'regular', pays: [0, 0, 0, 5, 10, 25], glyph: 'K' },
  { id: 'Q', name: 'Q', kind: 'regular', pays: [0, 0, 0, 2, 4, 8], glyph: 'Q' },
  { id: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 0, 100, 200, 500], glyph: 'star' },
  { id: 'X', name: 'Wild ×2', kind: 'wild', pays: [0], multiplier: 2, glyph: 'star' },
  { id: 'S', name: 'Scatter', kind: 'scatter', pays: [0, 0, 0, 4, 20, 100], glyph: 'coin' },
];

/** A test title whose strips are exactly the given windows (reel r shows windows[r] at stop 0). */
function title(layout: SlotLayout, base: string[][], free: string[][] = base): SlotTitle {
  return {
    kind: 'slot',
    id: 'test',
    name: 'Test',
    description: '',
    themes: [],
    features: [],
    rtp: 0,
    volatility: 'low',
    releasedAt: '2025-01-01',
    minBet: 2n,
    maxBet: 1000n,
    betStep: 2n,
    palette: { background: '#000000', surface: '#111111', accent: '#ffcc00', text: '#ffffff' },
    art: { emblem: 'coin', motif: 'rays', glow: '#ffcc00', secondary: '#00ccff' },
    layout,
    coins: 2,
    symbols: SYMBOLS,
    strips: { base, free },
    freeSpins: { scatter: 'S', awards: [0, 0, 0, 2], multiplier: 3 },
  };
}

const LINES: SlotLayout = {
  type: 'lines',
  reels: 5,
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
  ],
};
/** Columns of a 5×3 screen written as three rows, for readability. */
const screen = (...rows: string[][]) => rows[0]!.map((_, reel) => rows.map((row) => row[reel]!));
const stops = (n: number) => new Array<number>(n).fill(0);

describe('paylines', () => {
  it('pay the run from the first reel on each line, in coins of stake / coins', () => {
    const t = title(LINES, screen(['K', 'K', 'K', 'Q', 'Q'], ['A', 'A', 'A', 'A', 'Q'], ['Q', 'K', 'A', 'K', 'Q']));
    const round = playSlotRound(t, 10n, scriptedRng(stops(5)));
    const wins = round.screens[0]!.wins;
    expect(wins).toEqual([
      {
        line: 0,
        symbol: 'A',
        count: 4,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        amount: 100n,
      },
      {
        line: 1,
        symbol: 'K',
        count: 3,
        positions: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        amount: 25n,
      },
    ]);
    expect(round.win).toBe(125n);
  });

  it('pay nothing for a run that does not start on the first reel', () => {
    const t = title(LINES, screen(['Q', 'K', 'K', 'K', 'K'], ['Q', 'A', 'A', 'A', 'A'], ['Q', 'Q', 'K', 'Q', 'Q']));
    expect(playSlotRound(t, 10n, scriptedRng(stops(5))).win).toBe(0n);
  });
});

describe('wilds', () => {
  it('substitute for the symbol of the run', () => {
    const t = title(LINES, screen(['Q', 'K', 'Q', 'K', 'Q'], ['A', 'W', 'A', 'W', 'K'], ['K', 'Q', 'K', 'Q', 'K']));
    const [win] = playSlotRound(t, 2n, scriptedRng(stops(5))).screens[0]!.wins;
    expect(win).toMatchObject({ line: 0, symbol: 'A', count: 4, amount: 20n });
  });

  it('pay as wilds when a leading wild run is worth more than the symbol it completes', () => {
    const t = title(LINES, screen(['Q', 'K', 'Q', 'K', 'Q'], ['W', 'W', 'W', 'Q', 'K'], ['K', 'Q', 'K', 'Q', 'K']));
    const [win] = playSlotRound(t, 2n, scriptedRng(stops(5))).screens[0]!.wins;
    expect(win).toMatchObject({ symbol: 'W', count: 3, amount: 100n });
  });

  it('multiply the line by every multiplier wild in the run', () => {
    const t = title(LINES, screen(['Q', 'K', 'Q', 'K', 'Q'], ['K', 'X', 'X', 'K', 'A'], ['A', 'Q', 'K', 'Q', 'K']));
    const [win] = playSlotRound(t, 2n, scriptedRng(stops(5))).screens[0]!.wins;
    expect(win).toMatchObject({ symbol: 'K', count: 4, amount: 40n });
  });

  it('never stand in for a scatter', () => {
    const t = title(LINES, screen(['Q', 'K', 'Q', 'K', 'Q'], ['S', 'W', 'S', 'A', 'A'], ['A', 'Q', 'K', 'Q', 'K']));
    const wins = playSlotRound(t, 2n, scriptedRng(stops(5))).screens[0]!.wins;
    expect(wins.filter((w) => w.line !== null)).toEqual([]);
  });
});

describe('scatters', () => {
  it('pay anywhere on the screen by their count and award free spins', () => {
    const t = title(
      LINES,
      screen(['S', 'Q', 'Q', 'K', 'Q'], ['Q', 'K', 'A', 'Q', 'S'], ['K', 'Q', 'S', 'Q', 'K']),
      screen(['Q', 'K', 'Q', 'K', 'Q'], ['K', 'Q', 'A', 'Q', 'K'], ['Q', 'K', 'Q', 'K', 'Q']),
    );
    const round = playSlotRound(t, 2n, scriptedRng(stops(15)));
    expect(round.screens[0]!.wins).toEqual([
      {
        line: null,
        symbol: 'S',
        count: 3,
        positions: [
          [0, 0],
          [2, 2],
          [4, 1],
        ],
        amount: 4n,
      },
    ]);
    expect(round.freeSpinsAwarded).toBe(2);
    expect(round.screens.map((s) => s.freeSpin)).toEqual([false, true, true]);
  });

  it('retrigger free spins from the same table, every free win multiplied', () => {
    const noScatter = screen(['Q', 'K', 'Q', 'K', 'Q'], ['A', 'A', 'A', 'Q', 'K'], ['Q', 'K', 'Q', 'K', 'Q']);
    const scatters = screen(['S', 'K', 'Q', 'K', 'S'], ['K', 'Q', 'S', 'Q', 'K'], ['Q', 'K', 'Q', 'K', 'Q']);
    // Free strips of six: stop 0 shows the scatters, stop 3 the line of three A.
    const free = scatters.map((reel, r) => [...reel, ...noScatter[r]!]);
    const t = title(LINES, scatters, free);
    // Base spin, then free spins: retrigger once, then four plain ones.
    const round = playSlotRound(
      t,
      2n,
      scriptedRng([...stops(5), ...stops(5), ...new Array<number>(15).fill(3), ...new Array<number>(5).fill(3)]),
    );
    expect(round.freeSpinsAwarded).toBe(4);
    expect(round.screens).toHaveLength(5);
    const plain = round.screens[4]!;
    expect(plain.multiplier).toBe(3);
    expect(plain.wins).toEqual([
      {
        line: 0,
        symbol: 'A',
        count: 3,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        amount: 30n,
      },
    ]);
  });
});

describe('ways', () => {
  it('multiply the symbol counts of adjacent reels from the first', () => {
    const ways: SlotLayout = { type: 'ways', reels: 5, rows: 3 };
    const t = {
      ...title(ways, screen(['A', 'A', 'K', 'Q', 'A'], ['A', 'W', 'A', 'K', 'Q'], ['K', 'Q', 'Q', 'Q', 'K'])),
      symbols: SYMBOLS.filter((symbol) => !symbol.multiplier),
    };
    const wins = playSlotRound(t, 2n, scriptedRng(stops(5))).screens[0]!.wins;
    // A: 2 × 2 (A and wild) × 1 → 4 ways of three; K: 1 × 1 (wild) × 1 × 1 × 1 → one way of five.
    expect(wins.map(({ symbol, count, amount }) => ({ symbol, count, amount }))).toEqual([
      { symbol: 'A', count: 3, amount: 40n },
      { symbol: 'K', count: 5, amount: 25n },
    ]);
  });
});

describe('megaways', () => {
  it('show each reel at its drawn height', () => {
    const t = SLOT_TITLES.find((s) => s.layout.type === 'megaways')!;
    const round = playSlotRound(
      t,
      t.minBet,
      scriptedRng([0, 0, 5, 0, 1, 0, 2, 0, 3, 0, 4, 0, ...new Array<number>(2000).fill(0)]),
    );
    expect(round.screens[0]!.reels.map((reel) => reel.length)).toEqual([2, 7, 3, 4, 5, 6]);
  });
});

describe('playSlotRound', () => {
  it('pays a round as the sum of its screens and a screen as the sum of its wins', () => {
    for (const t of SLOT_TITLES) {
      for (let nonce = 0; nonce < 200; nonce++) {
        const round = playSlotRound(t, t.minBet * 3n, fairRng('server', t.id, nonce));
        expect(round.win).toBe(round.screens.reduce((sum, s) => sum + s.win, 0n));
        for (const s of round.screens) expect(s.win).toBe(s.wins.reduce((sum, w) => sum + w.amount, 0n));
      }
    }
  });

  it('refuses a stake off the bet step or outside the limits', () => {
    const t = SLOT_TITLES[0]!;
    expect(() => playSlotRound(t, t.minBet + 1n, fairRng('s', 'c', 1))).toThrow(GameRuleError);
    expect(() => playSlotRound(t, t.maxBet + t.betStep, fairRng('s', 'c', 1))).toThrow(GameRuleError);
    expect(() => playSlotRound(t, 0n, fairRng('s', 'c', 1))).toThrow(GameRuleError);
  });
});
