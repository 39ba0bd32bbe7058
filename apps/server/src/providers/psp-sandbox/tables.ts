import type { Generated, JSONColumnType } from 'kysely';
import type { PaymentChannel, PaymentStatus } from '../../contracts/payment.js';
import type { CryptoNetwork } from './addresses.js';

export interface PspSandboxTables {
  psp_sandbox_payments: {
    id: string;
    merchant_reference: string;
    direction: 'deposit' | 'payout';
    channel: PaymentChannel;
    amount: bigint;
    currency: string;
    payer: JSONColumnType<Record<string, string>, string, string>;
    return_url: string;
    webhook_url: string;
    status: Generated<PaymentStatus>;
    three_ds_code: string | null;
    crypto_address: string | null;
    crypto_network: CryptoNetwork | null;
    confirmations: Generated<number>;
    confirmations_required: number | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  psp_sandbox_webhook_deliveries: {
    id: string;
    payment_id: string;
    event_id: string;
    body: string;
    attempts: Generated<number>;
    next_attempt_at: Generated<Date>;
    delivered_at: Date | null;
    last_error: string | null;
    created_at: Generated<Date>;
  };
}
