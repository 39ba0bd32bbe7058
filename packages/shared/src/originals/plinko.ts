import { z } from 'zod';
import type { InstantGame } from './game.js';
import { binomial, fitTable, tableRtp } from './payout-tables.js';

/**
 * Plinko: a ball falls through `rows` rows of pins, going right on a float ≥ 0.5 (one float a
 * row, the published mapping); its bucket is the number of rights. Each bucket pays by a table
 * per row count and risk, fitted to an RTP of 1 − edge (see `fitTable`).
 */
export const PLINKO_EDGE = 0.01;
export const PLINKO_ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export const plinkoParams = z.object({
  rows: z.number().int().min(8).max(16),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoParams = z.infer<typeof plinkoParams>;

export interface PlinkoOutcome {
  /** 0 left, 1 right, one per row. */
  path: number[];
  bucket: number;
}

/** The edge bucket's multiplier at 8 and at 16 rows, the centre's floor, and how steep the curve is. */
const SHAPES: Record<PlinkoRisk, { edge8: number; edge16: number; floor: number }> = {
  low: { edge8: 5.6, edge16: 16, floor: 0.5 },
  medium: { edge8: 13, edge16: 110, floor: 0.3 },
  high: { edge8: 29, edge16: 1000, floor: 0.2 },
};

export const bucketProbabilities = (rows: number): number[] =>
  Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k) / 2 ** rows);

function shapeFor(rows: number, risk: PlinkoRisk, steepness: number): number[] {
  const { edge8, edge16, floor } = SHAPES[risk];
  const edge = edge8 * (edge16 / edge8) ** ((rows - 8) / 8);
  return Array.from({ length: rows + 1 }, (_, k) => {
    const d = Math.abs(2 * k - rows) / rows;
    return floor + ((edge - floor) * (Math.exp(steepness * d) - 1)) / (Math.exp(steepness) - 1);
  });
}

/** The steepness that brings the shape's own RTP to the target, by bisection. */
function steepnessFor(rows: number, risk: PlinkoRisk, rtp: number): number {
  const probabilities = bucketProbabilities(rows);
  let low = 0.01;
  let high = 60;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    const value = shapeFor(rows, risk, mid).reduce((sum, m, k) => sum + m * probabilities[k]!, 0);
    if (value > rtp) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const tables = new Map<string, number[]>();

/** The payout table (× 10 000 per bucket, left to right) of a row count and risk. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const key = `${rows}:${risk}`;
  let table = tables.get(key);
  if (!table) {
    const rtp = 1 - PLINKO_EDGE;
    const shape = shapeFor(rows, risk, steepnessFor(rows, risk, rtp));
    const groups = Array.from({ length: Math.floor(rows / 2) + 1 }, (_, k) => (k === rows - k ? [k] : [k, rows - k]));
    table = fitTable(bucketProbabilities(rows), shape, rtp, groups);
    tables.set(key, table);
  }
  return table;
}

/** The table's exact RTP: what the RTP test and the game's info show. */
export const plinkoRtp = (rows: number, risk: PlinkoRisk): number =>
  tableRtp(bucketProbabilities(rows), plinkoTable(rows, risk));

export const plinko: InstantGame<PlinkoParams, PlinkoOutcome> = {
  id: 'plinko',
  houseEdge: PLINKO_EDGE,
  params: plinkoParams,
  floats: ({ rows }) => rows,
  outcome(floats, { rows }) {
    const path = floats.slice(0, rows).map((f) => (f < 0.5 ? 0 : 1));
    return { path, bucket: path.reduce<number>((sum, step) => sum + step, 0) };
  },
  multiplier: (outcome, { rows, risk }) => plinkoTable(rows, risk)[outcome.bucket]!,
};
