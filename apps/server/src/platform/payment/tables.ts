import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface PaymentTables {
  payment_invoices: {
    id: string;
    seq: Generated<string>;
    player_id: string;
    wallet_account_id: string;
    direction: 'deposit' | 'withdrawal';
    method_id: string;
    provider: string;
    amount: bigint;
    currency: string;
    status: Generated<number>;
    number: number | null;
    payer: Json<Record<string, string>>;
    provider_payment_id: string | null;
    public_data: Json<Record<string, unknown>>;
    declined_by_player: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** When the reconciliation sweep next asks the provider about this open invoice. */
    reconcile_after: Date | null;
    reconcile_attempts: Generated<number>;
    /** Set when the sweep could not settle the invoice: it waits on the operator's list. */
    unresolved_reason: string | null;
    unresolved_at: Date | null;
  };
  payment_webhook_events: {
    provider: string;
    event_id: string;
    invoice_id: string;
    received_at: Generated<Date>;
  };
  /** Written only by the player-totals consumer (payment.deposit.credited, payment.withdrawal.completed). */
  payment_player_totals: {
    player_id: string;
    currency: string;
    deposits: Generated<number>;
    deposited: Generated<bigint>;
    withdrawals: Generated<number>;
    withdrawn: Generated<bigint>;
    first_deposit_invoice_id: string | null;
    first_deposit_at: Date | null;
    updated_at: Generated<Date>;
  };
}
