import { z } from 'zod';
import { MULTIPLIER_SCALE, type InstantGame } from './game.js';

/**
 * Dice: a roll from 0.00 to 100.00 (⌊float × 10001⌋ hundredths, the published mapping); the
 * player wins by rolling over or under a target. A winning span of w of the 10 001 rolls pays
 * (1 − edge) × 10001 / w, rounded down to 1/10 000.
 */
export const DICE_EDGE = 0.01;
export const ROLLS = 10_001;
/** Win chances allowed: 1 % to 98 % of the rolls (in hundredths of the 0–100 scale). */
export const DICE_MIN_SPAN = 100;
export const DICE_MAX_SPAN = 9800;

export const diceParams = z
  .object({
    /** Target in hundredths (50.50 is 5050). */
    target: z.number().int().min(0).max(10_000),
    direction: z.enum(['over', 'under']),
  })
  .refine(({ target, direction }) => {
    const span = winningSpan(target, direction);
    return span >= DICE_MIN_SPAN && span <= DICE_MAX_SPAN;
  }, 'The win chance must be between 1 % and 98 %');
export type DiceParams = z.infer<typeof diceParams>;

/** How many of the 10 001 rolls win. */
export function winningSpan(target: number, direction: 'over' | 'under'): number {
  return direction === 'over' ? 10_000 - target : target;
}

export const diceMultiplier = (target: number, direction: 'over' | 'under'): number =>
  Math.floor(((1 - DICE_EDGE) * ROLLS * MULTIPLIER_SCALE) / winningSpan(target, direction));

/** Win chance in percent, as the game shows it. */
export const diceChance = (target: number, direction: 'over' | 'under'): number =>
  (winningSpan(target, direction) / ROLLS) * 100;

export interface DiceOutcome {
  /** The roll in hundredths, 0 to 10 000. */
  roll: number;
  won: boolean;
}

export const dice: InstantGame<DiceParams, DiceOutcome> = {
  id: 'dice',
  houseEdge: DICE_EDGE,
  params: diceParams,
  floats: () => 1,
  outcome([float], { target, direction }) {
    const roll = Math.floor(float! * ROLLS);
    return { roll, won: direction === 'over' ? roll > target : roll < target };
  },
  multiplier: (outcome, { target, direction }) => (outcome.won ? diceMultiplier(target, direction) : 0),
};
