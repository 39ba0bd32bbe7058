import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

export type AccountKind = 'real' | 'bonus' | 'system';
export type TransferStatus = 'posted' | 'pending' | 'voided';
export type TransferReason = 'deposit' | 'withdrawal' | 'adjustment' | 'bet' | 'win' | 'rollback' | 'fee';

/** Written once by the insert, never changed afterwards. */
type Immutable<T> = ColumnType<T, T, never>;

export interface LedgerTables {
  ledger_accounts: {
    id: GeneratedAlways<bigint>;
    currency: Immutable<string>;
    kind: Immutable<AccountKind>;
    player_id: Immutable<string | null>;
    system_name: Immutable<string | null>;
    slot: Immutable<number | null>;
    balance: Generated<bigint>;
    debits_pending: Generated<bigint>;
    credits_pending: Generated<bigint>;
    created_at: ColumnType<Date, never, never>;
  };
  ledger_transfers: {
    id: GeneratedAlways<bigint>;
    idempotency_key: Immutable<string>;
    debit_account_id: Immutable<bigint>;
    credit_account_id: Immutable<bigint>;
    amount: Immutable<bigint>;
    currency: Immutable<string>;
    reason: Immutable<TransferReason>;
    reference: Immutable<string | null>;
    status: Immutable<TransferStatus>;
    pending_id: Immutable<bigint | null>;
    created_at: ColumnType<Date, never, never>;
  };
}
