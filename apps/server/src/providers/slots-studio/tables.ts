import type { ColumnType, Generated, JSONColumnType, Kysely } from 'kysely';
import { kitTables, type LaunchTable, type RoundStatus, type TransactionTable } from '../kit/tables.js';

/** A round's JSON state: the engine's state with bigints tagged (`state.ts`). */
type StateColumn = JSONColumnType<object, string, string>;

export type { RoundStatus };

/** Nova Studio's own tables (migration 0022); the platform never reads them. */
export interface NovaStudioTables {
  nova_studio_launches: LaunchTable;
  nova_studio_rounds: {
    id: string;
    launch_id: string;
    game_id: string;
    status: RoundStatus;
    total_stake: Generated<bigint>;
    win: Generated<bigint>;
    state: StateColumn | null;
    step: Generated<number>;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  nova_studio_transactions: TransactionTable;
}

/** The studio's tables as the provider kit's launches and purse see them. */
export const kitView = (db: Kysely<NovaStudioTables>) =>
  kitTables(db, {
    launches: 'nova_studio_launches',
    rounds: 'nova_studio_rounds',
    transactions: 'nova_studio_transactions',
  });
