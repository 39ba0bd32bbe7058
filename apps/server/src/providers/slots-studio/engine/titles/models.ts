import {
  LINES_3X3,
  LINES_5X3,
  NO_WILD_ON_FIRST_REEL,
  SCATTERS_ON_ODD_REELS,
  reels,
  symbolCounts,
  type SlotModel,
} from './define.js';

const RANK_PAYS = {
  A: [0, 0, 0, 30, 100, 300],
  K: [0, 0, 0, 25, 80, 250],
  Q: [0, 0, 0, 20, 60, 200],
  J: [0, 0, 0, 15, 50, 150],
  10: [0, 0, 0, 10, 40, 125],
  9: [0, 0, 0, 10, 30, 100],
};

/**
 * The 20-line strips (their symbols in this order: a strip interleaves them so, and the
 * titles' returns were tuned on it): more scatters on reels 1, 3 and 5, more wilds on 2 and 3.
 */
const LINES_20_CARDS = { A: 4, K: 4, Q: 5, J: 5, 10: 6, 9: 6, h1: 2, h2: 2, h3: 3, h4: 3 };
const LINES_20_BASE = reels(5, { ...LINES_20_CARDS, wild: 1, scatter: 1 }, SCATTERS_ON_ODD_REELS, [
  [1, 2],
  { wild: 2 },
]);

/** 5×3, 20 lines, wilds, 10/15/20 free spins at ×3: the medium all-rounder. */
export const LINES_20_FREE_SPINS: SlotModel = {
  layout: { type: 'lines', reels: 5, rows: 3, lines: LINES_5X3.slice(0, 20) },
  coins: 20,
  volatility: 'medium',
  features: ['free-spins', 'multiplier'],
  pays: {
    ...RANK_PAYS,
    h4: [0, 0, 0, 40, 150, 500],
    h3: [0, 0, 0, 50, 200, 750],
    h2: [0, 0, 0, 75, 300, 1000],
    h1: [0, 0, 0, 100, 500, 2000],
    wild: [0, 0, 0, 200, 1000, 5000],
    scatter: [0, 0, 0, 40, 200, 1000],
  },
  base: LINES_20_BASE,
  free: reels(5, { ...LINES_20_CARDS, wild: 1, scatter: 1 }),
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3 },
  knob: '9',
};

/** Classic 3×3, 5 lines, ×2 and ×3 wilds that multiply together (up to ×9): medium. */
export const CLASSIC_MULTIPLIER: SlotModel = {
  layout: { type: 'lines', reels: 3, rows: 3, lines: LINES_3X3 },
  coins: 5,
  volatility: 'medium',
  features: ['multiplier'],
  pays: {
    h1: [0, 0, 0, 60],
    h2: [0, 0, 0, 25],
    h3: [0, 0, 0, 12],
    h4: [0, 0, 0, 8],
    A: [0, 0, 0, 5],
    K: [0, 0, 0, 4],
    Q: [0, 0, 0, 2],
    9: [0, 0, 0, 1],
  },
  base: reels(3, { 9: 6, Q: 5, K: 4, A: 4, h4: 3, h3: 3, h2: 2, h1: 1, wild2: 1, wild3: 1 }),
  free: [],
  freeSpins: null,
  knob: 'h3',
};

/** 5×3, 10 lines, premium symbols pay from two, 10 free spins at ×3 that retrigger: high. */
export const LINES_10_BOOK: SlotModel = {
  layout: { type: 'lines', reels: 5, rows: 3, lines: LINES_5X3.slice(0, 10) },
  coins: 10,
  volatility: 'high',
  features: ['free-spins', 'multiplier'],
  pays: {
    A: [0, 0, 0, 10, 75, 300],
    K: [0, 0, 0, 10, 75, 300],
    Q: [0, 0, 0, 10, 50, 200],
    J: [0, 0, 0, 10, 50, 200],
    10: [0, 0, 0, 10, 50, 200],
    9: [0, 0, 0, 10, 40, 150],
    h4: [0, 0, 0, 60, 200, 1500],
    h3: [0, 0, 10, 60, 200, 1500],
    h2: [0, 0, 10, 75, 750, 3750],
    h1: [0, 0, 20, 200, 2000, 10000],
    wild: [0, 0, 0, 100, 500, 5000],
    scatter: [0, 0, 0, 20, 200, 2000],
  },
  base: reels(5, symbolCounts([5, 5, 5, 4, 4, 4], [2, 2, 2, 1], { wild: 1, scatter: 1 })),
  free: reels(5, symbolCounts([4, 4, 4, 4, 4, 4], [3, 3, 3, 2], { wild: 1, scatter: 1 })),
  freeSpins: { awards: [0, 0, 0, 10], multiplier: 3 },
  knob: '9',
};

/** 5×3, 25 lines and a fixed jackpot: five jackpot symbols anywhere pay 1,000× the stake. */
export const LINES_25_JACKPOT: SlotModel = {
  layout: { type: 'lines', reels: 5, rows: 3, lines: LINES_5X3.slice(0, 25) },
  coins: 25,
  volatility: 'low',
  features: ['jackpot', 'free-spins'],
  pays: {
    A: [0, 0, 0, 30, 95, 325],
    K: [0, 0, 0, 30, 80, 250],
    Q: [0, 0, 0, 16, 65, 190],
    J: [0, 0, 0, 16, 45, 160],
    10: [0, 0, 0, 16, 30, 130],
    9: [0, 0, 0, 16, 30, 95],
    h4: [0, 0, 0, 45, 130, 475],
    h3: [0, 0, 0, 65, 190, 650],
    h2: [0, 0, 0, 80, 250, 950],
    h1: [0, 0, 0, 95, 375, 1600],
    wild: [0, 0, 0, 160, 650, 3250],
    jackpot: [0, 0, 0, 25, 250, 25_000],
    scatter: [0, 0, 0, 25, 125, 500],
  },
  base: reels(5, symbolCounts([5, 5, 5, 4, 4, 4], [3, 3, 2, 2], { wild: 1, scatter: 1, jackpot: 1 }), [
    [1, 2, 3],
    { wild: 2 },
  ]),
  free: reels(5, symbolCounts([4, 4, 4, 4, 4, 4], [3, 3, 3, 2], { wild: 2, scatter: 1, jackpot: 1 })),
  freeSpins: { awards: [0, 0, 0, 8, 12, 20], multiplier: 2 },
  knob: '9',
};

/** 5×3, 243 ways, 8/12/20 free spins at ×2: low. */
export const WAYS_243: SlotModel = {
  layout: { type: 'ways', reels: 5, rows: 3 },
  coins: 25,
  volatility: 'low',
  features: ['free-spins', 'multiplier'],
  pays: {
    A: [0, 0, 0, 18, 45, 110],
    K: [0, 0, 0, 18, 35, 90],
    Q: [0, 0, 0, 9, 25, 70],
    J: [0, 0, 0, 9, 25, 70],
    10: [0, 0, 0, 9, 18, 55],
    9: [0, 0, 0, 9, 18, 55],
    h4: [0, 0, 0, 25, 70, 180],
    h3: [0, 0, 0, 35, 90, 275],
    h2: [0, 0, 0, 45, 140, 450],
    h1: [0, 0, 0, 70, 225, 900],
    scatter: [0, 0, 0, 50, 250, 1250],
  },
  base: reels(5, symbolCounts([6, 6, 5, 5, 4, 4], [3, 3, 2, 2], { wild: 2, scatter: 1 }), NO_WILD_ON_FIRST_REEL),
  free: reels(5, symbolCounts([5, 5, 5, 5, 4, 4], [3, 3, 3, 2], { wild: 2, scatter: 1 }), NO_WILD_ON_FIRST_REEL),
  freeSpins: { awards: [0, 0, 0, 8, 12, 20], multiplier: 2 },
  knob: 'K',
};

/** 5×4, 1,024 ways, 10/15/25 free spins at ×3 on richer strips: medium. */
export const WAYS_1024: SlotModel = {
  layout: { type: 'ways', reels: 5, rows: 4 },
  coins: 20,
  volatility: 'medium',
  features: ['free-spins', 'multiplier'],
  pays: {
    A: [0, 0, 0, 5, 12, 30],
    K: [0, 0, 0, 5, 12, 30],
    Q: [0, 0, 0, 2, 6, 25],
    J: [0, 0, 0, 2, 6, 25],
    10: [0, 0, 0, 2, 6, 19],
    9: [0, 0, 0, 2, 6, 19],
    h4: [0, 0, 0, 6, 25, 75],
    h3: [0, 0, 0, 10, 30, 120],
    h2: [0, 0, 0, 12, 50, 250],
    h1: [0, 0, 0, 25, 100, 500],
    scatter: [0, 0, 0, 40, 200, 2000],
  },
  base: reels(5, symbolCounts([7, 7, 6, 6, 5, 5], [3, 3, 2, 2], { wild: 1, scatter: 1 }), NO_WILD_ON_FIRST_REEL),
  free: reels(5, symbolCounts([5, 5, 5, 5, 5, 5], [4, 4, 3, 3], { wild: 2, scatter: 1 }), NO_WILD_ON_FIRST_REEL),
  freeSpins: { awards: [0, 0, 0, 10, 15, 25], multiplier: 3 },
  knob: 'K',
};

/** 6 reels of 2 to 7 rows, up to 117,649 ways, 10/12/15 free spins at ×2: medium. */
export const MEGAWAYS: SlotModel = {
  layout: { type: 'megaways', reels: 6, minRows: 2, maxRows: 7 },
  coins: 20,
  volatility: 'medium',
  features: ['megaways', 'free-spins', 'multiplier'],
  pays: {
    A: [0, 0, 0, 4, 9, 17, 35],
    K: [0, 0, 0, 4, 9, 17, 35],
    Q: [0, 0, 0, 2, 5, 13, 25],
    J: [0, 0, 0, 2, 5, 13, 25],
    10: [0, 0, 0, 2, 4, 9, 17],
    9: [0, 0, 0, 2, 4, 9, 17],
    h4: [0, 0, 0, 5, 13, 35, 85],
    h3: [0, 0, 0, 7, 17, 50, 130],
    h2: [0, 0, 0, 9, 25, 85, 250],
    h1: [0, 0, 0, 17, 45, 170, 650],
    scatter: [0, 0, 0, 0, 20, 100, 1000],
  },
  base: reels(
    6,
    symbolCounts([6, 6, 6, 6, 5, 5], [4, 4, 3, 3], { wild: 1, scatter: 1 }),
    NO_WILD_ON_FIRST_REEL,
    SCATTERS_ON_ODD_REELS,
  ),
  free: reels(6, symbolCounts([5, 5, 5, 5, 5, 5], [4, 4, 4, 3], { wild: 2, scatter: 1 }), NO_WILD_ON_FIRST_REEL),
  freeSpins: { awards: [0, 0, 0, 0, 10, 12, 15], multiplier: 2 },
  knob: '9',
};

/** 5×3, 20 lines; the free spins bring ×2 and ×3 wilds that multiply each other: high. */
export const LINES_20_MULTIPLIER_WILDS: SlotModel = {
  layout: { type: 'lines', reels: 5, rows: 3, lines: LINES_5X3.slice(0, 20) },
  coins: 20,
  volatility: 'high',
  features: ['free-spins', 'multiplier'],
  pays: {
    ...RANK_PAYS,
    h4: [0, 0, 0, 40, 150, 500],
    h3: [0, 0, 0, 50, 200, 750],
    h2: [0, 0, 0, 75, 300, 1000],
    h1: [0, 0, 0, 100, 500, 2500],
    wild: [0, 0, 0, 200, 1000, 5000],
    wild2: [0, 0, 0, 200, 1000, 5000],
    wild3: [0, 0, 0, 200, 1000, 5000],
    scatter: [0, 0, 0, 20, 100, 500],
  },
  base: LINES_20_BASE,
  free: reels(5, { ...LINES_20_CARDS, wild2: 1, wild3: 1, scatter: 1 }, [[0], { wild2: 0, wild3: 0 }]),
  freeSpins: { awards: [0, 0, 0, 10, 12, 15], multiplier: 1 },
  knob: '9',
};
