import { z } from 'zod';
import { drawDistinct } from '../provably-fair.js';
import type { InstantGame } from './game.js';
import { binomial, fitTable, tableRtp } from './payout-tables.js';

/**
 * Keno: 10 of the numbers 1–40 are drawn without replacement (one float each chooses among the
 * numbers left, the published mapping); the player picks 1 to 10 numbers and is paid by how
 * many were drawn, from a table per pick count and risk fitted to an RTP of 1 − edge.
 */
export const KENO_EDGE = 0.01;
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_RISKS = ['low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

export const kenoParams = z.object({
  picks: z
    .array(z.number().int().min(1).max(KENO_NUMBERS))
    .min(1)
    .max(10)
    .refine((picks) => new Set(picks).size === picks.length, 'Each number may be picked once'),
  risk: z.enum(KENO_RISKS),
});
export type KenoParams = z.infer<typeof kenoParams>;

export interface KenoOutcome {
  /** The drawn numbers (1–40) in draw order. */
  drawn: number[];
  hits: number;
}

/** P(h of p picks drawn): hypergeometric over 10 drawn of 40. */
export const hitProbabilities = (picks: number): number[] =>
  Array.from(
    { length: picks + 1 },
    (_, h) =>
      (binomial(picks, h) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - h)) / binomial(KENO_NUMBERS, KENO_DRAWN),
  );

/** The fewest hits that pay, and how fast a payout grows with each further hit. */
function shapeFor(picks: number, risk: KenoRisk): number[] {
  const first = { low: Math.ceil(picks / 3), medium: Math.ceil(picks / 2), high: Math.ceil((picks * 2) / 3) }[risk];
  const growth = { low: 2.2, medium: 3.2, high: 5 }[risk];
  return Array.from({ length: picks + 1 }, (_, h) => (h >= Math.max(1, first) ? growth ** (h - first) : 0));
}

const tables = new Map<string, number[]>();

/** The payout table (× 10 000 per number of hits) of a pick count and risk. */
export function kenoTable(picks: number, risk: KenoRisk): number[] {
  const key = `${picks}:${risk}`;
  let table = tables.get(key);
  if (!table) {
    const groups = Array.from({ length: picks + 1 }, (_, h) => [h]);
    table = fitTable(hitProbabilities(picks), shapeFor(picks, risk), 1 - KENO_EDGE, groups);
    tables.set(key, table);
  }
  return table;
}

export const kenoRtp = (picks: number, risk: KenoRisk): number =>
  tableRtp(hitProbabilities(picks), kenoTable(picks, risk));

export const keno: InstantGame<KenoParams, KenoOutcome> = {
  id: 'keno',
  houseEdge: KENO_EDGE,
  params: kenoParams,
  floats: () => KENO_DRAWN,
  outcome(floats, { picks }) {
    const drawn = drawDistinct(floats.slice(0, KENO_DRAWN), KENO_NUMBERS).map((n) => n + 1);
    const chosen = new Set(picks);
    return { drawn, hits: drawn.filter((n) => chosen.has(n)).length };
  },
  multiplier: (outcome, { picks, risk }) => kenoTable(picks.length, risk)[outcome.hits]!,
};
