import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { checkBet, type BetLimitCheck } from '../../limits/service.js';

/**
 * The two places the bet path leaves for later issues. Both run inside the bet's database
 * transaction, after the round is locked and before any money moves, so whatever they decide
 * holds for exactly the money the bet then moves (DESIGN §4 Bonus money, Player protection).
 */

export interface BetContext {
  playerId: string;
  currency: string;
  gameIdentity: string;
  roundId: string;
  /** The stake, minor units. */
  amount: bigint;
  /** Whether the player's limits guard a bet, read in the caller's opening statement (`betGuardedSql`). */
  guarded?: boolean;
}

export type BetCheck = BetLimitCheck;

/**
 * Whether the player may place this bet: the responsible-gaming limits refuse a bet over a bet
 * limit, one that could take the net loss over a loss limit, and any bet of a self-excluded or
 * cooling-off player (USER_DISABLED).
 */
export async function checkBetAllowed(trx: Transaction<DB>, bet: BetContext): Promise<BetCheck> {
  return checkBet(trx, bet);
}

export interface StakeSource {
  /** The ledger account kind the part of the stake comes from. */
  kind: 'real' | 'bonus';
  amount: bigint;
}

/**
 * Where the stake comes from. The bonus issue splits it here: real money first, then bonus
 * money, and records the split so a win is paid in the same proportion (DESIGN §4 Bonus money).
 * Without bonus accounts the whole stake is real money.
 */
export async function stakeSources(_trx: Transaction<DB>, bet: BetContext): Promise<StakeSource[]> {
  return [{ kind: 'real', amount: bet.amount }];
}
