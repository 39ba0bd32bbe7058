import { z } from 'zod';
import { MULTIPLIER_SCALE, type InstantGame } from './game.js';

/**
 * Limbo: a result multiplier (1 − edge) / float, floored to hundredths and at least 1.00× (the
 * published mapping); the bet wins when the result reaches the player's target and pays the
 * target. P(result ≥ target) = (1 − edge) / target, so every target returns 1 − edge.
 */
export const LIMBO_EDGE = 0.01;
/** Targets in hundredths: 1.01× to 1,000,000×. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

export const limboParams = z.object({
  target: z.number().int().min(LIMBO_MIN_TARGET).max(LIMBO_MAX_TARGET),
});
export type LimboParams = z.infer<typeof limboParams>;

export interface LimboOutcome {
  /** The result multiplier in hundredths. */
  result: number;
  won: boolean;
}

/** The result in hundredths for one float. */
export function limboResult(float: number): number {
  if (float === 0) return LIMBO_MAX_TARGET;
  const hundredths = Math.floor((1e8 / (float * 1e8)) * (1 - LIMBO_EDGE) * 100);
  return Math.min(LIMBO_MAX_TARGET, Math.max(100, hundredths));
}

/** Win chance in percent of a target in hundredths. */
export const limboChance = (target: number): number => ((1 - LIMBO_EDGE) * 100 * 100) / target;

export const limbo: InstantGame<LimboParams, LimboOutcome> = {
  id: 'limbo',
  houseEdge: LIMBO_EDGE,
  params: limboParams,
  floats: () => 1,
  outcome([float], { target }) {
    const result = limboResult(float!);
    return { result, won: result >= target };
  },
  multiplier: (outcome, { target }) => (outcome.won ? target * (MULTIPLIER_SCALE / 100) : 0),
};
