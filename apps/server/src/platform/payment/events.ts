import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { recordEvent } from '../events/outbox.js';
import type { DomainEventType, InvoicePayload } from '../events/types.js';

interface InvoiceFacts {
  id: string;
  player_id: string;
  wallet_account_id: string;
  method_id: string;
  currency: string;
  amount: bigint;
}

/** A payment domain event about `invoice`, in the transaction that moved its money. */
export function recordInvoiceEvent(
  trx: Kysely<DB> | Transaction<DB>,
  type: Extract<DomainEventType, `payment.${string}`>,
  invoice: InvoiceFacts,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const payload: InvoicePayload = {
    invoiceId: invoice.id,
    walletAccountId: invoice.wallet_account_id,
    methodId: invoice.method_id,
    currency: invoice.currency,
    amount: invoice.amount.toString(),
  };
  return recordEvent(trx, {
    type,
    playerId: invoice.player_id,
    aggregateId: invoice.id,
    payload: { ...payload, ...extra },
  });
}
