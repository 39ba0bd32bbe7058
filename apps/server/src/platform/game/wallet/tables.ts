import type { ColumnType, Generated } from 'kysely';

export type RoundStatus = 'open' | 'closed' | 'rolled-back';
export type GameTransactionKind = 'bet' | 'win' | 'rollback';

/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface GameWalletTables {
  game_rounds: {
    id: string;
    provider_identity: string;
    provider_round_id: string;
    player_id: string;
    game_identity: string;
    session_id: string | null;
    currency: string;
    bet_total: Generated<bigint>;
    win_total: Generated<bigint>;
    status: Generated<RoundStatus>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    closed_at: Date | null;
  };
  game_transactions: {
    id: string;
    provider_identity: string;
    provider_transaction_id: string;
    kind: GameTransactionKind;
    round_id: string;
    amount: bigint;
    reference_transaction_id: string | null;
    request_hash: string;
    answer: Json<Record<string, unknown>>;
    ledger_transfer_id: bigint | null;
    created_at: Generated<Date>;
  };
}
