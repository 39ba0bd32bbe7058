import { z } from 'zod';
import { drawDistinct, outcomeFloats, type SeedPair } from '../provably-fair.js';
import { MULTIPLIER_SCALE } from './game.js';

/**
 * Mines: 5 × 5 tiles; the mines lie on the first m of 24 distinct tiles drawn one float each
 * (the published mapping). Each safe tile raises the cash-out multiplier to
 * (1 − edge) × C(25, k) / C(25 − m, k) after k safe tiles: the fair odds of k safe picks less
 * the edge, whatever tiles the player chooses and whenever they stop.
 */
export const MINES_EDGE = 0.01;
export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

export const minesParams = z.object({ mines: z.number().int().min(MIN_MINES).max(MAX_MINES) });
export type MinesParams = z.infer<typeof minesParams>;

export const minesAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reveal'),
    tile: z
      .number()
      .int()
      .min(0)
      .max(TILES - 1),
  }),
  z.object({ type: z.literal('cashout') }),
]);
export type MinesAction = z.infer<typeof minesAction>;

/** The mine tiles (0–24, row by row) of a round. */
export function mineTiles(seeds: SeedPair, mines: number): number[] {
  return drawDistinct(outcomeFloats(seeds, TILES - 1), TILES).slice(0, mines);
}

/** The cash-out multiplier (× 10 000) after `safe` safe tiles with `mines` mines; 0 safe tiles is a void 1×. */
export function minesMultiplier(mines: number, safe: number): number {
  if (safe === 0) return MULTIPLIER_SCALE;
  let odds = 1;
  for (let i = 0; i < safe; i++) odds *= (TILES - i) / (TILES - mines - i);
  return Math.floor((1 - MINES_EDGE) * odds * MULTIPLIER_SCALE);
}

export interface MinesState {
  mines: number;
  /** Where the mines are: never shown while the round is open. */
  mineTiles: number[];
  revealed: number[];
  /** The mine the player hit, if any. */
  hit: number | null;
  cashedOut: boolean;
}

/** What the player sees: the mines only once the round is over. */
export interface MinesView {
  mines: number;
  revealed: number[];
  hit: number | null;
  cashedOut: boolean;
  multiplier: number;
  next: number | null;
  mineTiles: number[] | null;
}

export function minesView(state: MinesState, finished: boolean): MinesView {
  const safe = state.revealed.length;
  return {
    mines: state.mines,
    revealed: state.revealed,
    hit: state.hit,
    cashedOut: state.cashedOut,
    multiplier: state.hit === null ? minesMultiplier(state.mines, safe) : 0,
    next: safe < TILES - state.mines ? minesMultiplier(state.mines, safe + 1) : null,
    mineTiles: finished ? state.mineTiles : null,
  };
}
