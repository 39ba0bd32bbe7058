import { z } from 'zod';
import type { BetRow, Settled } from './bets.js';
import type { GameHandler } from './games/types.js';
import type { SeedPairRow } from './seeds.js';

const parsed = (stored: unknown): unknown => (typeof stored === 'string' ? JSON.parse(stored) : stored);

export const betSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  status: z.enum(['open', 'settling', 'closed', 'refused']),
  stake: z.string(),
  payout: z.string(),
  /** × 10 000 */
  multiplier: z.number(),
  nonce: z.number(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Only once the pair is rotated. */
  serverSeed: z.string().nullable(),
  params: z.unknown(),
  /** The result; for an open multi-step round, only what the player may see. */
  outcome: z.unknown(),
  createdAt: z.string(),
});
export type BetView = z.infer<typeof betSchema>;

export function betView(
  game: GameHandler | undefined,
  bet: BetRow,
  pair: Pick<SeedPairRow, 'client_seed' | 'server_seed_hash' | 'server_seed' | 'active'>,
): BetView {
  const open = bet.status === 'open';
  const state = parsed(open ? bet.state : (bet.outcome ?? bet.state));
  return {
    id: bet.id,
    gameId: bet.game_id,
    status: bet.status,
    stake: bet.stake.toString(),
    payout: bet.payout.toString(),
    multiplier: bet.multiplier,
    nonce: bet.nonce,
    clientSeed: pair.client_seed,
    serverSeedHash: pair.server_seed_hash,
    serverSeed: pair.active ? null : pair.server_seed,
    params: parsed(bet.params),
    outcome: game?.mode === 'stepped' && state !== null ? game.view(state, !open) : state,
    createdAt: bet.created_at.toISOString(),
  };
}

/** A settled answer as the game page gets it: the bet and the balance after it. */
export function settledView(game: GameHandler, settled: Settled, pair: SeedPairRow | undefined) {
  const { bet, seeds, balance, pending } = settled;
  return {
    bet: betView(game, bet, {
      client_seed: seeds.clientSeed,
      server_seed_hash: pair?.server_seed_hash ?? '',
      server_seed: pair?.server_seed ?? '',
      active: pair?.active ?? true,
    }),
    balance: balance === null ? null : balance.toString(),
    pending,
  };
}

export const settledSchema = z.object({ bet: betSchema, balance: z.string().nullable(), pending: z.boolean() });

export const seedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet takes. */
  nonce: z.number(),
});

export const revealedPairSchema = seedPairSchema.extend({ serverSeed: z.string() });

export const pairView = (pair: SeedPairRow) => ({
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nonce: pair.nonce,
});
