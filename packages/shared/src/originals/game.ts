import type { z } from 'zod';

/**
 * What every original game writes once, pure, for the server and the verifier alike: which
 * parameters a bet takes, how many floats a round reads, how floats become the outcome and the
 * outcome a payout multiplier. Multipliers are integers in units of 1/10 000 (1.98× is 19 800),
 * so a payout is exact integer arithmetic on minor units.
 */
export const MULTIPLIER_SCALE = 10_000;

export interface InstantGame<Params, Outcome> {
  id: string;
  /** The declared house edge (0.01 is 1 %): the RTP test measures the mapping against it. */
  houseEdge: number;
  /** The bet's parameters as the player sends them (target, risk, picks …). */
  params: z.ZodType<Params>;
  /** Floats one round reads (the cursor runs 4 bytes per float). */
  floats(params: Params): number;
  outcome(floats: readonly number[], params: Params): Outcome;
  /** Payout multiplier × MULTIPLIER_SCALE; 0 is a loss. */
  multiplier(outcome: Outcome, params: Params): number;
}

/** Stake × multiplier in minor units, rounded down (the house never pays a fraction of a unit). */
export const payoutOf = (stake: bigint, multiplier: number): bigint =>
  (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);

/** A multiplier as the player reads it, e.g. 19800 → "1.98". */
export const formatMultiplier = (multiplier: number, decimals = 2): string =>
  (multiplier / MULTIPLIER_SCALE).toFixed(decimals);

/**
 * The RTP of `play` over `rounds` rounds (each returns the multiplier it paid), with the
 * standard error of that mean, for the RTP tests and `bench/`.
 */
export function measureRtp(rounds: number, play: (round: number) => number): { rtp: number; stderr: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const x = play(i) / MULTIPLIER_SCALE;
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  const variance = squares / rounds - mean * mean;
  return { rtp: mean, stderr: Math.sqrt(variance / rounds) };
}
