import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Json = JSONColumnType<object, string, string>;

export type BetStatus = 'open' | 'settling' | 'closed' | 'refused';
export type TransactionKind = 'bet' | 'win' | 'rollback';
export type TransactionStatus = 'pending' | 'ok' | 'refused';

/** The Originals studio's own tables (migration 0025); the platform never reads them. */
export interface OriginalsTables {
  originals_launches: {
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
  originals_transactions: {
    id: string;
    bet_id: string;
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
