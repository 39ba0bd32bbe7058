import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { movementsSince } from './usage.js';

/** One currency's money over a period of the account activity statement, in minor units. */
export interface StatementRow {
  currency: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  /** Wins − stakes: what play gained (positive) or cost (negative). */
  net: number;
}

/**
 * What the player's money did from `from` (inclusive) to `to` (exclusive), per currency, read
 * from the same ledger figures the limits count, so the statement and the limits always agree.
 */
export async function activityStatement(
  db: Kysely<DB>,
  playerId: string,
  from: Date,
  to: Date,
): Promise<StatementRow[]> {
  const movements = await movementsSince(db, playerId, from, to);
  return [...movements]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, m]) => ({
      currency,
      deposits: Number(m.deposits),
      withdrawals: Number(m.withdrawals),
      stakes: Number(m.stakes),
      wins: Number(m.wins),
      net: Number(m.wins - m.stakes),
    }));
}
