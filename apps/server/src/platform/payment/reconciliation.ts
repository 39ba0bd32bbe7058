import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../http/errors.js';
import { voidPending } from '../ledger/transfers.js';
import { recordInvoiceEvent } from './events.js';
import { publishInvoice } from './invoices.js';
import { PROVIDER_CALL_TIMEOUT_MS } from './provider-client.js';
import type { ProviderPayment } from '../../contracts/payment.js';
import { settleInvoice } from './webhooks.js';

/** A claimed invoice is left alone this long: longer than one ask and settlement, short enough to recover from a crash. */
export const CLAIM_LEASE_SECONDS = 60;
const BATCH_SIZE = 20;
/** How often the sweep job runs (a job schedule, app.jobs). */
export const RECONCILE_EVERY_MS = 1_000;
/** However long a payment stays pending at the provider, it is asked about at least daily. */
const MAX_PENDING_DELAY_SECONDS = 86_400;

export type ReconcileOutcome = 'settled' | 'pending' | 'retry' | 'abandoned' | 'unresolved';

interface ClaimedInvoice {
  id: string;
  direction: 'deposit' | 'withdrawal';
  amount: bigint;
  currency: string;
  provider_payment_id: string | null;
  reconcile_attempts: number;
  /** No create call for it can still be on its way: the invoice is older than such a call may take. */
  create_call_over: boolean;
}

/**
 * Settles the invoices nothing else settled: a webhook that never came, a create call whose
 * answer was lost to a crash or a timeout. Every invoice still open at its reconcile_after
 * is claimed with FOR UPDATE SKIP LOCKED and its due time pushed out by a lease in the same
 * statement, so two processes never ask about the same invoice at once and a process that
 * dies mid-way leaves it to the next sweep. The provider is asked about the invoice's
 * merchant reference, and its final word goes through the webhook's own path, ledger keys
 * and all, so a webhook that arrives later moves nothing.
 *
 * What the provider's answer cannot settle lands on the operator's list: a payment that does
 * not match its invoice, a payout paid for a withdrawal already released, a payment the
 * provider acknowledged and then no longer knows. A reference the provider has never known,
 * asked PAYMENT_RECONCILE_MAX_ATTEMPTS times after the create call ended, is certain never
 * to have reached it: the invoice fails and a withdrawal's hold is released.
 */
export class PaymentReconciler {
  readonly #inFlight = new Set<Promise<unknown>>();
  #stopped = false;

  constructor(private readonly app: FastifyInstance) {}

  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.allSettled([...this.#inFlight]);
  }

  /** Asks the provider about every invoice due now; resolves with what became of each. */
  reconcileDue(): Promise<Map<string, ReconcileOutcome>> {
    const work = this.#sweep();
    this.#inFlight.add(work);
    return work.finally(() => this.#inFlight.delete(work));
  }

  async #sweep(): Promise<Map<string, ReconcileOutcome>> {
    const outcomes = new Map<string, ReconcileOutcome>();
    // Without a provider (a live site before its adapter lands) nobody can be asked.
    if (this.#stopped || !this.app.payments.provider) return outcomes;
    const claimed = await this.#claim();
    await Promise.all(
      claimed.map(async (invoice) => {
        outcomes.set(invoice.id, await this.#reconcile(invoice));
      }),
    );
    return outcomes;
  }

  #claim(): Promise<ClaimedInvoice[]> {
    return this.app.db.transaction().execute(async (tx) => {
      const due = await tx
        .selectFrom('payment_invoices')
        .select('id')
        .where('status', '=', INVOICE_STATUS.pending)
        .where('unresolved_reason', 'is', null)
        .where('reconcile_after', '<=', sql<Date>`now()`)
        .orderBy('reconcile_after')
        .limit(BATCH_SIZE)
        .forUpdate()
        .skipLocked()
        .execute();
      if (due.length === 0) return [];
      return tx
        .updateTable('payment_invoices')
        .set({
          reconcile_after: sql<Date>`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
          reconcile_attempts: sql<number>`reconcile_attempts + 1`,
        })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .returning([
          'id',
          'direction',
          'amount',
          'currency',
          'provider_payment_id',
          'reconcile_attempts',
          sql<boolean>`created_at < now() - make_interval(secs => ${PROVIDER_CALL_TIMEOUT_MS / 1000})`.as(
            'create_call_over',
          ),
        ])
        .execute();
    });
  }

  async #reconcile(invoice: ClaimedInvoice): Promise<ReconcileOutcome> {
    const { config, log } = this.app;
    const provider = this.app.payments.provider;
    if (!provider) return 'retry';
    let answer: ProviderPayment | null;
    try {
      answer = await provider.getPayment(invoice.id);
    } catch (error) {
      log.warn({ err: error, invoiceId: invoice.id }, 'payment provider gave no answer to reconciliation');
      // Only answers count towards giving up: an outage must not make a payment look unknown.
      await this.#reschedule(invoice.id, config.PAYMENT_RECONCILE_AFTER_SECONDS, -1);
      return 'retry';
    }

    if (!answer) {
      if (invoice.reconcile_attempts < config.PAYMENT_RECONCILE_MAX_ATTEMPTS || !invoice.create_call_over) {
        await this.#reschedule(invoice.id, config.PAYMENT_RECONCILE_AFTER_SECONDS);
        return 'retry';
      }
      if (invoice.provider_payment_id !== null) {
        return this.#unresolved(invoice.id, 'The provider no longer knows a payment it acknowledged');
      }
      return this.#abandon(invoice);
    }

    const direction = invoice.direction === 'deposit' ? 'deposit' : 'payout';
    if (
      answer.merchantReference !== invoice.id ||
      answer.direction !== direction ||
      answer.amount !== String(invoice.amount) ||
      answer.currency !== invoice.currency ||
      (invoice.provider_payment_id !== null && answer.id !== invoice.provider_payment_id)
    ) {
      return this.#unresolved(
        invoice.id,
        `The provider's payment ${answer.id} (${answer.direction} ${answer.amount} ${answer.currency}) does not match the invoice`,
      );
    }

    if (answer.status === 'pending') {
      await this.app.db
        .updateTable('payment_invoices')
        .set({ provider_payment_id: answer.id })
        .where('id', '=', invoice.id)
        .where('provider_payment_id', 'is', null)
        .execute();
      // A payment the player has not finished yet is asked about less and less often.
      const backoff = 2 ** Math.min(invoice.reconcile_attempts - 1, 16);
      await this.#reschedule(
        invoice.id,
        Math.min(config.PAYMENT_RECONCILE_AFTER_SECONDS * backoff, MAX_PENDING_DELAY_SECONDS),
      );
      return 'pending';
    }

    try {
      await settleInvoice(this.app, invoice.id, {
        paymentId: answer.id,
        direction: answer.direction,
        status: answer.status,
        amount: answer.amount,
        currency: answer.currency,
      });
      return 'settled';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return this.#unresolved(invoice.id, `The provider says ${answer.status}: ${error.message}`);
    }
  }

  async #reschedule(invoiceId: string, seconds: number, attemptsChange = 0): Promise<void> {
    await this.app.db
      .updateTable('payment_invoices')
      .set({
        reconcile_after: sql<Date>`now() + make_interval(secs => ${seconds})`,
        reconcile_attempts: sql<number>`greatest(reconcile_attempts + ${attemptsChange}, 0)`,
      })
      .where('id', '=', invoiceId)
      .where('status', '=', INVOICE_STATUS.pending)
      .execute();
  }

  async #unresolved(invoiceId: string, reason: string): Promise<ReconcileOutcome> {
    this.app.log.error({ invoiceId, reason }, 'payment reconciliation needs an operator');
    await this.app.db
      .updateTable('payment_invoices')
      .set({ unresolved_reason: reason, unresolved_at: sql<Date>`now()` })
      .where('id', '=', invoiceId)
      .where('status', '=', INVOICE_STATUS.pending)
      .execute();
    return 'unresolved';
  }

  /** The provider never got the payment: the invoice fails, and a withdrawal's amount goes back. */
  async #abandon(invoice: ClaimedInvoice): Promise<ReconcileOutcome> {
    const failed = await this.app.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('payment_invoices')
        .set({ status: INVOICE_STATUS.failed, updated_at: new Date() })
        .where('id', '=', invoice.id)
        .where('status', '=', INVOICE_STATUS.pending)
        // A webhook that named the payment meanwhile proves the provider has it after all.
        .where('provider_payment_id', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      if (invoice.direction === 'withdrawal') {
        const released = await voidPending(tx, {
          pendingKey: `withdrawal:${invoice.id}`,
          idempotencyKey: `withdrawal-void:${invoice.id}`,
        });
        if (!released.ok && released.code !== 'ALREADY_VOIDED') throw new Error(`void failed: ${released.code}`);
        if (released.ok && !released.replayed) {
          const row = await tx
            .selectFrom('payment_invoices')
            .selectAll()
            .where('id', '=', invoice.id)
            .executeTakeFirstOrThrow();
          await recordInvoiceEvent(tx, 'payment.withdrawal.failed', row, { reason: 'never-sent' });
        }
      }
      return true;
    });
    if (!failed) return 'retry';
    this.app.log.warn({ invoiceId: invoice.id }, 'payment never reached the provider; invoice failed');
    const row = await this.app.db
      .selectFrom('payment_invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    await publishInvoice(this.app, row);
    return 'abandoned';
  }
}
