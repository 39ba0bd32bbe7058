import { MULTIPLIER_SCALE } from './game.js';

/** One hundredth of a multiplier, the grid every table multiplier sits on. */
const STEP = MULTIPLIER_SCALE / 100;

/**
 * Fits a payout table to an RTP: `shape` gives each outcome's relative payout (0 never pays),
 * `groups` the outcomes that must pay alike (a Plinko table's mirrored buckets). The shape is
 * scaled to the RTP, put on the 0.01× grid, and the rounding made good group by group, the most
 * likely first, so the table's exact RTP ends a hair under `rtp`, never over.
 */
export function fitTable(
  probabilities: readonly number[],
  shape: readonly number[],
  rtp: number,
  groups: number[][],
): number[] {
  const raw = probabilities.reduce((sum, p, i) => sum + p * shape[i]!, 0);
  const scale = rtp / raw;
  const table = shape.map((s) =>
    s <= 0 ? 0 : Math.max(STEP, Math.round((s * scale * MULTIPLIER_SCALE) / STEP) * STEP),
  );
  const exact = () => probabilities.reduce((sum, p, i) => sum + (p * table[i]!) / MULTIPLIER_SCALE, 0);
  const byLikelihood = groups
    .filter((group) => shape[group[0]!]! > 0)
    .map((group) => ({ group, p: group.reduce((sum, i) => sum + probabilities[i]!, 0) }))
    .sort((a, b) => b.p - a.p);
  for (const { group, p } of byLikelihood) {
    const residual = rtp - exact();
    const steps = Math.floor((residual * MULTIPLIER_SCALE) / (p * STEP));
    const current = table[group[0]!]!;
    const next = Math.max(STEP, current + steps * STEP);
    for (const i of group) table[i] = next;
  }
  // A last whole step down where the fit still overshoots by a rounding error.
  for (const { group } of byLikelihood.reverse()) {
    if (exact() <= rtp) break;
    for (const i of group) table[i] = Math.max(STEP, table[i]! - STEP);
  }
  return table;
}

/** The exact RTP of a table under its outcome probabilities. */
export const tableRtp = (probabilities: readonly number[], table: readonly number[]): number =>
  probabilities.reduce((sum, p, i) => sum + (p * table[i]!) / MULTIPLIER_SCALE, 0);

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
