import type { Generated } from 'kysely';

export interface WalletTables {
  wallet_accounts: {
    id: string;
    player_id: string;
    currency: string;
    ledger_account_id: bigint;
    status: Generated<number>;
    is_hidden: Generated<boolean>;
    created_at: Generated<Date>;
  };
}
