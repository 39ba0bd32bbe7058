import type { ColumnType, Generated, JSONColumnType, Kysely } from 'kysely';
import { kitTables, type LaunchTable, type RoundStatus, type TransactionTable } from '../kit/tables.js';

type Json = JSONColumnType<object, string, string>;

export type BetStatus = RoundStatus;

/** The Originals studio's own tables (migration 0025); the platform never reads them. */
export interface OriginalsTables {
  originals_launches: LaunchTable;
  originals_seed_pairs: {
    id: string;
    owner: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: Generated<number>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    revealed_at: Date | null;
  };
  originals_bets: {
    id: string;
    launch_id: string;
    owner: string;
    game_id: string;
    seed_pair_id: string;
    nonce: number;
    params: Json;
    outcome: Json | null;
    state: Json | null;
    stake: bigint;
    payout: Generated<bigint>;
    multiplier: Generated<number>;
    status: BetStatus;
    step: Generated<number>;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  originals_transactions: Omit<TransactionTable, 'round_id'> & { bet_id: string };
}

/** The studio's tables as the provider kit's launches and purse see them: a bet is a round, its payout the win. */
export const kitView = (db: Kysely<OriginalsTables>) =>
  kitTables(db, {
    launches: 'originals_launches',
    rounds: 'originals_bets',
    transactions: 'originals_transactions',
    round_id: 'bet_id',
    win: 'payout',
  });
