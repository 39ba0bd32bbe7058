import { outcomeFloats, serverSeedHash, type SeedPair } from '../provably-fair.js';
import { dice } from './dice.js';
import type { InstantGame } from './game.js';
import { keno } from './keno.js';
import { limbo } from './limbo.js';
import { minesParams, mineTiles } from './mines.js';
import { plinko } from './plinko.js';
import { roulette } from './roulette.js';
import { isLiveVerifiable, LIVE_VERIFIABLE_GAMES, verifyLive } from './verify-live.js';

/** The instant games the verifier recomputes from seeds and parameters alone. */
// Each mapping types its own parameters; the verifier validates them with the mapping's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const INSTANT: Record<string, InstantGame<any, any>> = { dice, limbo, plinko, keno, roulette };

export const VERIFIABLE_GAMES = [
  'dice',
  'limbo',
  'mines',
  'plinko',
  'keno',
  'roulette',
  ...LIVE_VERIFIABLE_GAMES,
] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];

/** Parameters a fresh verifier form starts with, per game. */
export const DEFAULT_PARAMS: Record<VerifiableGame, unknown> = {
  dice: { target: 5050, direction: 'over' },
  limbo: { target: 200 },
  mines: { mines: 3 },
  plinko: { rows: 16, risk: 'medium' },
  keno: { picks: [1, 2, 3, 4, 5], risk: 'medium' },
  roulette: { bets: [{ kind: 'red', index: 0, chips: 1 }] },
  crash: {},
  hilo: {},
  blackjack: {},
};

export type Verification =
  | { ok: true; floats: number[]; outcome: unknown; multiplier: number | null; hashMatches: boolean | null }
  | { ok: false; reason: 'params' | 'game' };

/**
 * Recomputes a bet in the browser with no server call: the floats of the seeds, the game's
 * outcome and multiplier (Mines: the mine layout, its multiplier depends on the tiles opened),
 * and whether the server seed matches the hash shown before play.
 */
export function verifyBet(game: string, seeds: SeedPair, params: unknown, expectedHash?: string): Verification {
  const hashMatches = expectedHash ? serverSeedHash(seeds.serverSeed) === expectedHash.trim().toLowerCase() : null;
  if (isLiveVerifiable(game)) return { ok: true, ...verifyLive(game, seeds), multiplier: null, hashMatches };
  if (game === 'mines') {
    const parsed = minesParams.safeParse(params);
    if (!parsed.success) return { ok: false, reason: 'params' };
    return {
      ok: true,
      floats: outcomeFloats(seeds, 24),
      outcome: { mineTiles: mineTiles(seeds, parsed.data.mines).sort((a, b) => a - b) },
      multiplier: null,
      hashMatches,
    };
  }
  const rules = INSTANT[game];
  if (!rules) return { ok: false, reason: 'game' };
  const parsed = rules.params.safeParse(params);
  if (!parsed.success) return { ok: false, reason: 'params' };
  const floats = outcomeFloats(seeds, rules.floats(parsed.data));
  const outcome = rules.outcome(floats, parsed.data);
  return { ok: true, floats, outcome, multiplier: rules.multiplier(outcome, parsed.data), hashMatches };
}
