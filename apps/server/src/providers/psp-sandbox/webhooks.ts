import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PAYMENT_SIGNATURE_HEADER, type WebhookEvent } from '../../contracts/payment.js';
import { sign } from '../../contracts/signature.js';
import type { PspSandboxTables } from './tables.js';

type PaymentRow = Selectable<PspSandboxTables['psp_sandbox_payments']>;

const DELIVERY_TIMEOUT_MS = 5_000;
/** A claimed delivery is left alone this long: longer than one attempt, short enough to recover from a crash. */
const CLAIM_LEASE_SECONDS = 30;
const MAX_RETRY_DELAY_SECONDS = 300;
const BATCH_SIZE = 20;
const WORKER_INTERVAL_MS = 1_000;

/**
 * Seconds before the next attempt: 1, 2, 4 … capped at five minutes, stretched by up to a
 * quarter so merchants that failed together are not retried together. Never shorter than
 * the base, so a retry always carries a later signature timestamp than the attempt before.
 */
export function retryDelaySeconds(attempts: number, random = Math.random()): number {
  const base = Math.min(2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_SECONDS);
  return base * (1 + random / 4);
}

/** Records the one event of a payment's final status, in the transaction that made it final. */
export async function enqueueWebhook(tx: Transaction<DB>, payment: PaymentRow): Promise<string> {
  if (payment.status === 'pending') throw new Error('a pending payment has no event to send');
  const event: WebhookEvent = {
    eventId: `evt_${randomUUID()}`,
    paymentId: payment.id,
    merchantReference: payment.merchant_reference,
    direction: payment.direction,
    status: payment.status,
    amount: payment.amount.toString(),
    currency: payment.currency,
    occurredAt: payment.updated_at.toISOString(),
  };
  const id = randomUUID();
  await tx
    .insertInto('psp_sandbox_webhook_deliveries')
    .values({ id, payment_id: payment.id, event_id: event.eventId, body: JSON.stringify(event) })
    .execute();
  return id;
}

interface ClaimedDelivery {
  id: string;
  body: string;
  attempts: number;
  webhookUrl: string;
}

/**
 * Sends stored webhook events until the merchant acknowledges them with a 2xx. The queue
 * lives in the database, so any process may pick up a due delivery: claiming takes row
 * locks with SKIP LOCKED and pushes the due time out by a lease, and the HTTP call happens
 * after that commits, never while a transaction is open.
 */
export class WebhookDispatcher {
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #closing = new AbortController();
  #timer: NodeJS.Timeout | null = null;
  #polling = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tries one delivery right away; the caller does not wait on the merchant. */
  dispatch(deliveryId: string): void {
    void this.#track(this.#deliver(deliveryId)).catch((error: unknown) =>
      this.log.error({ err: error, deliveryId }, 'psp-sandbox webhook delivery failed'),
    );
  }

  /** Attempts every delivery that is due now; resolves with how many were attempted. */
  deliverDue(): Promise<number> {
    return this.#track(this.#deliver(null));
  }

  start(): void {
    this.#timer = setInterval(() => {
      if (this.#polling) return;
      this.#polling = true;
      this.deliverDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'psp-sandbox webhook worker failed'))
        .finally(() => (this.#polling = false));
    }, WORKER_INTERVAL_MS);
    this.#timer.unref();
  }

  /** Stops the worker and cuts attempts short: an aborted attempt is retried by whichever process runs next. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#closing.abort();
    await Promise.allSettled([...this.#inFlight]);
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    return work.finally(() => this.#inFlight.delete(work));
  }

  async #deliver(deliveryId: string | null): Promise<number> {
    if (this.#closing.signal.aborted) return 0;
    const claimed = await this.#claim(deliveryId);
    await Promise.all(claimed.map((delivery) => this.#attempt(delivery)));
    return claimed.length;
  }

  #claim(deliveryId: string | null): Promise<ClaimedDelivery[]> {
    return this.db.transaction().execute(async (tx) => {
      let due = tx
        .selectFrom('psp_sandbox_webhook_deliveries as d')
        .innerJoin('psp_sandbox_payments as p', 'p.id', 'd.payment_id')
        .select(['d.id', 'd.body', 'p.webhook_url'])
        .where('d.delivered_at', 'is', null)
        .where('d.next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('d.next_attempt_at')
        .limit(BATCH_SIZE)
        .forUpdate('d')
        .skipLocked();
      if (deliveryId) due = due.where('d.id', '=', deliveryId);
      const rows = await due.execute();
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const leased = await tx
        .updateTable('psp_sandbox_webhook_deliveries')
        .set({
          attempts: sql`attempts + 1`,
          next_attempt_at: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
        })
        .where('id', 'in', ids)
        .returning(['id', 'attempts'])
        .execute();
      const attempts = new Map(leased.map((row) => [row.id, row.attempts]));
      return rows.map((row) => ({
        id: row.id,
        body: row.body,
        webhookUrl: row.webhook_url,
        attempts: attempts.get(row.id)!,
      }));
    });
  }

  async #attempt(delivery: ClaimedDelivery): Promise<void> {
    const failure = await this.#post(delivery);
    if (failure === null) {
      await this.db
        .updateTable('psp_sandbox_webhook_deliveries')
        .set({ delivered_at: sql`now()`, last_error: null })
        .where('id', '=', delivery.id)
        .execute();
      return;
    }
    const delay = retryDelaySeconds(delivery.attempts);
    this.log.warn(
      { deliveryId: delivery.id, attempts: delivery.attempts, failure, retryInSeconds: delay },
      'psp-sandbox webhook not acknowledged',
    );
    await this.db
      .updateTable('psp_sandbox_webhook_deliveries')
      .set({ next_attempt_at: sql`now() + make_interval(secs => ${delay})`, last_error: failure })
      .where('id', '=', delivery.id)
      .where('delivered_at', 'is', null)
      .execute();
  }

  /** Null when the merchant acknowledged, else why not. Signed afresh: a retry must not look like a replay. */
  async #post(delivery: ClaimedDelivery): Promise<string | null> {
    try {
      const response = await fetch(delivery.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: sign(this.secret, delivery.body) },
        body: delivery.body,
        // A redirect is not an acknowledgement; following it could post the event somewhere else.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), this.#closing.signal]),
      });
      await response.body?.cancel();
      return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`;
    } catch (error) {
      return (error instanceof Error ? error.message : String(error)).slice(0, 500);
    }
  }
}
