import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A round's JSON state: the engine's state with bigints tagged (`state.ts`). */
type StateColumn = JSONColumnType<object, string, string>;

export type RoundStatus = 'open' | 'settling' | 'closed' | 'refused';
export type TransactionKind = 'bet' | 'win' | 'rollback';
export type TransactionStatus = 'pending' | 'ok' | 'refused';

/** Nova Studio's own tables (migration 0022); the platform never reads them. */
export interface NovaStudioTables {
  nova_studio_launches: {
    id: string;
    game_id: string;
    demo: boolean;
    session_token: string | null;
    player_id: string | null;
    currency: string;
    subunit_to_unit: number;
    locale: string;
    lobby_url: string;
    platform: number;
    demo_balance: bigint | null;
    created_at: Generated<Date>;
    expires_at: Date;
  };
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
  nova_studio_transactions: {
    id: string;
    round_id: string;
    kind: TransactionKind;
    amount: bigint;
    reference_id: string | null;
    round_closed: boolean;
    status: TransactionStatus;
    result_code: string | null;
    created_at: Generated<Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
