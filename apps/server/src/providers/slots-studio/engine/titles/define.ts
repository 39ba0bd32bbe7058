import type { GameFeature } from '../../../../contracts/game-provider.js';
import { buildStrip } from '../strips.js';
import type { FreeSpinsRule, SlotArt, SlotLayout, SlotSymbol, SlotTitle, TitleBase } from '../types.js';

/** The symbol ids every slot title uses; a title names and draws them in its theme. */
export const HIGH = ['h1', 'h2', 'h3', 'h4'] as const;
export const RANKS = ['A', 'K', 'Q', 'J', '10', '9'] as const;
export type SymbolId =
  (typeof HIGH)[number] | (typeof RANKS)[number] | 'wild' | 'wild2' | 'wild3' | 'scatter' | 'jackpot';
/** How many of each symbol one reel strip holds. */
type Counts = Partial<Record<SymbolId, number>>;

/**
 * A title's mathematics: layout, coins per stake, pays per symbol id and the symbol counts of
 * every reel strip. Several themed titles share a model with a different `filler` (extra low
 * symbols per reel) that sets their return, the way studios reskin a proven maths model.
 */
export type SlotModel = {
  layout: SlotLayout;
  coins: number;
  volatility: TitleBase['volatility'];
  features: GameFeature[];
  pays: Partial<Record<SymbolId, number[]>>;
  base: Counts[];
  /** Free-spin strips; a model without free spins leaves this empty. */
  free: Counts[];
  freeSpins: Omit<FreeSpinsRule, 'scatter'> | null;
  /**
   * The symbol a title's `filler` adds to the base strips: one worth less than the average
   * symbol per copy on the reels it is added to, so each copy lowers the return a little.
   */
  knob: SymbolId;
};

/** Names and glyphs of the themed symbols; card ranks default to their letters. */
export type SymbolTheme = Partial<Record<SymbolId, [name: string, glyph: string]>>;

export type SlotSpec = Omit<TitleBase, 'betStep' | 'minBet' | 'maxBet' | 'features' | 'volatility'> & {
  model: SlotModel;
  /** Extra copies of the model's knob symbol per base reel: the title's return tuning. */
  filler: number[];
  symbols: SymbolTheme;
  art: SlotArt;
  /** Minimal stake in coins (default: one coin value of 1, i.e. stake = coins). */
  minCoinValue?: number;
};

const KINDS: Partial<Record<SymbolId, SlotSymbol['kind']>> = {
  wild: 'wild',
  wild2: 'wild',
  wild3: 'wild',
  scatter: 'scatter',
  jackpot: 'jackpot',
};
const MULTIPLIERS: Partial<Record<SymbolId, number>> = { wild2: 2, wild3: 3 };

export function slot(spec: SlotSpec): SlotTitle {
  const { model, filler, symbols: theme, minCoinValue = 1, ...base } = spec;
  const used = new Set<SymbolId>();
  const strips = (reels: Counts[], extra: number[]) =>
    reels.map((counts, reel) => {
      const withFiller = { ...counts, [model.knob]: (counts[model.knob] ?? 0) + (extra[reel] ?? 0) };
      for (const [id, n] of Object.entries(withFiller)) if (n > 0) used.add(id as SymbolId);
      return buildStrip(withFiller);
    });
  const baseStrips = strips(model.base, filler);
  const freeStrips = model.freeSpins ? strips(model.free, []) : baseStrips;
  const symbols: SlotSymbol[] = [...used].map((id) => {
    const [name, glyph] = theme[id] ?? [id, id];
    const multiplier = MULTIPLIERS[id];
    return {
      id,
      name,
      kind: KINDS[id] ?? 'regular',
      pays: model.pays[id] ?? [0],
      ...(multiplier ? { multiplier } : {}),
      glyph,
    };
  });
  const coins = BigInt(model.coins);
  return {
    ...base,
    kind: 'slot',
    features: model.features,
    volatility: model.volatility,
    betStep: coins,
    minBet: coins * BigInt(minCoinValue),
    maxBet: coins * 500n,
    layout: model.layout,
    coins: model.coins,
    symbols,
    strips: { base: baseStrips, free: freeStrips },
    freeSpins: model.freeSpins ? { scatter: 'scatter', ...model.freeSpins } : null,
  };
}

/** Counts that replace the common ones on the reels listed (0 is the first reel). */
export type ReelOverride = [reels: number[], counts: Counts];

/** Ways and megaways: a wild on the first reel could only start a win it cannot pay alone. */
export const NO_WILD_ON_FIRST_REEL: ReelOverride = [[0], { wild: 0 }];
/** Two scatters on reels 1, 3 and 5: the free spins come more often than on even strips. */
export const SCATTERS_ON_ODD_REELS: ReelOverride = [[0, 2, 4], { scatter: 2 }];

/**
 * A strip's symbol counts: the card ranks from 9 up to A, the themed symbols from h4 up to
 * h1 (the most valuable), then the specials.
 */
export function symbolCounts(
  [nine, ten, jack, queen, king, ace]: number[],
  [h4, h3, h2, h1]: number[],
  specials: Counts,
): Counts {
  return { 9: nine, 10: ten, J: jack, Q: queen, K: king, A: ace, h4, h3, h2, h1, ...specials };
}

/** `count` reels with the same counts, each override applied on its reels. */
export function reels(count: number, common: Counts, ...overrides: ReelOverride[]): Counts[] {
  return Array.from({ length: count }, (_, reel) =>
    overrides.reduce((counts, [on, extra]) => (on.includes(reel) ? { ...counts, ...extra } : counts), common),
  );
}

/** Paylines of a 5×3 screen, lines[i][reel] = row; titles use the first 10, 20 or 25. */
export const LINES_5X3: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/** The five lines of a classic 3×3 machine: three rows and two diagonals. */
export const LINES_3X3: number[][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
