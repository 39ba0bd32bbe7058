import { LINES_5X3, reels, type SlotModel } from './define.js';

const RANK_PAYS = {
  A: [0, 0, 0, 30, 100, 300],
  K: [0, 0, 0, 25, 80, 250],
  Q: [0, 0, 0, 20, 60, 200],
  J: [0, 0, 0, 15, 50, 150],
  10: [0, 0, 0, 10, 40, 125],
  9: [0, 0, 0, 10, 30, 100],
};

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
  base: reels(5, { A: 4, K: 4, Q: 5, J: 5, 10: 6, 9: 6, h1: 2, h2: 2, h3: 3, h4: 3, wild: 1, scatter: 1 }, [
    { scatter: 2 },
    { wild: 2 },
    { scatter: 2, wild: 2 },
    {},
    { scatter: 2 },
  ]),
  free: reels(5, { A: 4, K: 4, Q: 5, J: 5, 10: 6, 9: 6, h1: 2, h2: 2, h3: 3, h4: 3, wild: 1, scatter: 1 }),
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 3 },
};
