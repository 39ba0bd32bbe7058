import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { registerConsumer } from '../events/consumers.js';
import type { DomainEvent } from '../events/outbox.js';
import type { InvoicePayload } from '../events/types.js';

export interface PlayerPaymentTotals {
  currency: string;
  deposits: number;
  deposited: bigint;
  withdrawals: number;
  withdrawn: bigint;
  firstDepositInvoiceId: string | null;
  firstDepositAt: Date | null;
}

/**
 * Keeps payment_player_totals from the outbox: a consumer, so the totals are applied
 * once per credited deposit or paid withdrawal, in commit order, whichever process runs it.
 */
export function playerTotalsConsumer(app: FastifyInstance): void {
  registerConsumer(app, {
    name: 'payment.player-totals',
    types: ['payment.deposit.credited', 'payment.withdrawal.completed'],
    async handle(event: DomainEvent, trx) {
      const invoice = event.payload as unknown as InvoicePayload;
      if (!event.playerId) throw new Error(`${event.type} ${event.id} names no player`);
      const amount = BigInt(invoice.amount);
      const deposit = event.type === 'payment.deposit.credited';
      await trx
        .insertInto('payment_player_totals')
        .values({
          player_id: event.playerId,
          currency: invoice.currency,
          deposits: deposit ? 1 : 0,
          deposited: deposit ? amount : 0n,
          withdrawals: deposit ? 0 : 1,
          withdrawn: deposit ? 0n : amount,
          first_deposit_invoice_id: deposit ? invoice.invoiceId : null,
          first_deposit_at: deposit ? event.createdAt : null,
        })
        .onConflict((oc) =>
          oc.columns(['player_id', 'currency']).doUpdateSet({
            deposits: sql`payment_player_totals.deposits + excluded.deposits`,
            deposited: sql`payment_player_totals.deposited + excluded.deposited`,
            withdrawals: sql`payment_player_totals.withdrawals + excluded.withdrawals`,
            withdrawn: sql`payment_player_totals.withdrawn + excluded.withdrawn`,
            first_deposit_invoice_id: sql`coalesce(payment_player_totals.first_deposit_invoice_id, excluded.first_deposit_invoice_id)`,
            first_deposit_at: sql`coalesce(payment_player_totals.first_deposit_at, excluded.first_deposit_at)`,
            updated_at: new Date(),
          }),
        )
        .execute();
    },
  });
}

/** A player's totals per currency, as far as the consumer has got. */
export async function playerPaymentTotals(db: Kysely<DB>, playerId: string): Promise<PlayerPaymentTotals[]> {
  const rows = await db
    .selectFrom('payment_player_totals')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    deposits: row.deposits,
    deposited: row.deposited,
    withdrawals: row.withdrawals,
    withdrawn: row.withdrawn,
    firstDepositInvoiceId: row.first_deposit_invoice_id,
    firstDepositAt: row.first_deposit_at,
  }));
}
