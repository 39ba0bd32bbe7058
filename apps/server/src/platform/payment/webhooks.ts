import { INVOICE_STATUS } from '@casino/shared/statuses';
import { isUuid } from '@casino/shared/ids';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { systemAccount } from '../ledger/accounts.js';
import { post, transfer, voidPending } from '../ledger/transfers.js';
import { recordInvoiceEvent } from './events.js';
import { depositCreditAllowed } from '../limits/service.js';
import { publishInvoice } from './invoices.js';
import { PROVIDER } from './methods.js';
import type { WebhookEvent } from '../../contracts/payment.js';

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/** The provider's final word on the payment made for an invoice, however it reached us. */
export interface FinalWord {
  paymentId: string;
  direction: 'deposit' | 'payout';
  status: 'succeeded' | 'failed';
  amount: string;
  currency: string;
}

/**
 * Applies a provider's final word on a payment, once: the event id is recorded in the
 * same transaction as the money, so a redelivery moves nothing. Everything about the
 * event must match the invoice, or nothing happens and the provider hears 4xx.
 */
export function applyWebhook(app: FastifyInstance, event: WebhookEvent): Promise<WebhookOutcome> {
  return settleInvoice(app, event.merchantReference, event, event.eventId);
}

/**
 * The one path by which an invoice reaches its final status, for webhooks and for the
 * reconciliation sweep alike. The invoice is found by its merchant reference, so a word
 * that comes before the create call's answer (or instead of it, after a crash) still
 * settles it, and the provider's id is kept from then on. The ledger keys are the
 * invoice's own, so whichever of the two comes second moves nothing.
 */
export async function settleInvoice(
  app: FastifyInstance,
  merchantReference: string,
  word: FinalWord,
  eventId?: string,
): Promise<WebhookOutcome> {
  const key = word.direction === 'deposit' ? `deposit:${merchantReference}` : `withdrawal:${merchantReference}`;
  if (!isUuid(merchantReference)) throw new AppError('NOT_FOUND', 'Unknown payment');
  const known = await app.db
    .selectFrom('payment_invoices')
    .select('currency')
    .where('id', '=', merchantReference)
    .executeTakeFirst();
  if (!known) throw new AppError('NOT_FOUND', 'Unknown payment');
  // Outside the transaction: the embedded database has one connection, which the transaction holds.
  const pspAccount = await systemAccount(app.db, `psp:${PROVIDER}`, known.currency, key);
  const toReturn = await systemAccount(app.db, 'deposits:to-return', known.currency, key);
  const outcome = await app.db.transaction().execute(async (tx): Promise<WebhookOutcome> => {
    const invoice = await tx
      .selectFrom('payment_invoices')
      .selectAll()
      .where('provider', '=', PROVIDER)
      .where('id', '=', merchantReference)
      .forUpdate()
      .executeTakeFirst();
    if (!invoice || (invoice.provider_payment_id !== null && invoice.provider_payment_id !== word.paymentId)) {
      throw new AppError('NOT_FOUND', 'Unknown payment');
    }
    const direction = invoice.direction === 'deposit' ? 'deposit' : 'payout';
    if (direction !== word.direction || String(invoice.amount) !== word.amount || invoice.currency !== word.currency) {
      throw new AppError('VALIDATION_FAILED', 'The event does not match the invoice');
    }
    if (eventId !== undefined) {
      const recorded = await tx
        .insertInto('payment_webhook_events')
        .values({ provider: PROVIDER, event_id: eventId, invoice_id: invoice.id })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (recorded.numInsertedOrUpdatedRows === 0n) return 'replayed';
    }
    if (invoice.provider_payment_id === null) {
      await tx
        .updateTable('payment_invoices')
        .set({ provider_payment_id: word.paymentId })
        .where('id', '=', invoice.id)
        .execute();
    }

    // A deposit that a lowered limit or an exclusion taken since no longer allows is not credited.
    // The provider has the player's money all the same: it moves, under the credit's own key (so
    // it can never be credited as well), to the account of deposits owed back, for an operator
    // to return; the invoice fails (the limits lock is taken before the account's).
    if (
      invoice.direction === 'deposit' &&
      word.status === 'succeeded' &&
      invoice.status !== INVOICE_STATUS.success &&
      !(await depositCreditAllowed(tx, {
        playerId: invoice.player_id,
        currency: invoice.currency,
        amount: invoice.amount,
      }))
    ) {
      const held = await transfer(tx, {
        idempotencyKey: key,
        debit: pspAccount,
        credit: toReturn,
        amount: invoice.amount,
        currency: invoice.currency,
        reason: 'deposit',
        reference: invoice.id,
      });
      if (!held.ok) throw new Error(`deposit hold failed: ${held.code}`);
      if (!held.replayed) {
        app.log.warn(
          { invoiceId: invoice.id },
          'deposit refused at credit by a limit or exclusion; held to be returned',
        );
        await recordInvoiceEvent(tx, 'payment.deposit.held-for-return', invoice);
      }
      if (invoice.status === INVOICE_STATUS.failed) return 'ignored';
      await tx
        .updateTable('payment_invoices')
        .set({ status: INVOICE_STATUS.failed, updated_at: new Date() })
        .where('id', '=', invoice.id)
        .execute();
      return 'applied';
    }

    const account = await tx
      .selectFrom('wallet_accounts')
      .select(['ledger_account_id'])
      .where('id', '=', invoice.wallet_account_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const finish = async (status: number, number: number | null = null): Promise<WebhookOutcome> => {
      await tx
        .updateTable('payment_invoices')
        .set({ status, number, updated_at: new Date() })
        .where('id', '=', invoice.id)
        .execute();
      return 'applied';
    };

    if (invoice.direction === 'deposit' && word.status === 'succeeded') {
      // Money that arrived is credited even if the player had cancelled the invoice meanwhile.
      if (invoice.status === INVOICE_STATUS.success) return 'ignored';
      const credited = await transfer(tx, {
        idempotencyKey: key,
        debit: pspAccount,
        credit: account.ledger_account_id,
        amount: invoice.amount,
        currency: invoice.currency,
        reason: 'deposit',
        reference: invoice.id,
      });
      if (!credited.ok) throw new Error(`deposit credit failed: ${credited.code}`);
      const { count } = await tx
        .selectFrom('payment_invoices')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('player_id', '=', invoice.player_id)
        .where('direction', '=', 'deposit')
        .where('status', '=', INVOICE_STATUS.success)
        .executeTakeFirstOrThrow();
      const number = Number(count) + 1;
      if (!credited.replayed) await recordInvoiceEvent(tx, 'payment.deposit.credited', invoice, { number });
      return finish(INVOICE_STATUS.success, number);
    }

    if (invoice.direction === 'deposit') {
      if (invoice.status !== INVOICE_STATUS.pending) return 'ignored';
      return finish(INVOICE_STATUS.failed);
    }

    if (word.status === 'succeeded') {
      if (invoice.status === INVOICE_STATUS.success) return 'ignored';
      const paid = await post(tx, { pendingKey: key, idempotencyKey: `withdrawal-paid:${invoice.id}` });
      if (!paid.ok) {
        // A payout the provider made after we released the money: only a person can sort this out.
        app.log.error(
          { invoiceId: invoice.id, code: paid.code },
          'payout succeeded for a withdrawal that was released',
        );
        throw new AppError('CONFLICT', 'The withdrawal was already released');
      }
      if (!paid.replayed) await recordInvoiceEvent(tx, 'payment.withdrawal.completed', invoice);
      return finish(INVOICE_STATUS.success);
    }

    if (invoice.status === INVOICE_STATUS.failed) return 'ignored';
    const released = await voidPending(tx, { pendingKey: key, idempotencyKey: `withdrawal-void:${invoice.id}` });
    if (!released.ok && released.code !== 'ALREADY_VOIDED') {
      app.log.error({ invoiceId: invoice.id, code: released.code }, 'payout failed for a withdrawal already paid');
      throw new AppError('CONFLICT', 'The withdrawal was already paid');
    }
    if (released.ok && !released.replayed)
      await recordInvoiceEvent(tx, 'payment.withdrawal.failed', invoice, { reason: 'provider-failed' });
    return finish(INVOICE_STATUS.failed);
  });
  if (outcome === 'applied') {
    const row = await app.db
      .selectFrom('payment_invoices')
      .selectAll()
      .where('id', '=', merchantReference)
      .executeTakeFirstOrThrow();
    await publishInvoice(app, row);
  }
  return outcome;
}
