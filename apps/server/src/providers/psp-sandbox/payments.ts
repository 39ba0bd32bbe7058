import { randomUUID } from 'node:crypto';
import { isUuid } from '@casino/shared/ids';
import { isValidCpf } from '@casino/shared/validation';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { CreatePaymentRequest } from '../../contracts/payment.js';
import { cryptoNetworkFor, depositAddress } from './addresses.js';
import { THREE_DS_CODE } from './cards.js';
import type { PspSandboxTables } from './tables.js';
import { enqueueWebhook, type WebhookDispatcher } from './webhooks.js';

export type PaymentRow = Selectable<PspSandboxTables['psp_sandbox_payments']>;
/** A payment with what it takes to write its amount in whole units. */
export type Payment = PaymentRow & { subunit_to_unit: bigint };

const CONFIRMATIONS_REQUIRED = 3;

type FieldErrors = Record<string, string[]>;
export type Creation =
  | { ok: true; payment: Payment; replayed: boolean }
  | { ok: false; fields: FieldErrors }
  | { ok: false; conflict: true };
export type Transition =
  { ok: true; payment: PaymentRow } | { ok: false; reason: 'NOT_FOUND' | 'FINAL' | 'NOT_CRYPTO' };

/** Anything else cannot name a payment, and must not reach a uuid column. */
export function isPaymentId(value: string): boolean {
  return isUuid(value);
}

/** What a deposit on this channel needs that the contract's schema cannot say alone. */
function depositProblems(request: CreatePaymentRequest): FieldErrors {
  const { channel, currency, payer } = request;
  if (channel === 'pix') {
    if (currency !== 'BRL') return { currency: ['PIX takes BRL only'] };
    const cpf = payer.identify_doc_number;
    if (!cpf) return { 'payer.identify_doc_number': ['PIX needs the payer’s CPF'] };
    if (!isValidCpf(cpf)) return { 'payer.identify_doc_number': ['Value is not a valid CPF number'] };
  }
  if (channel === 'upi' && currency !== 'INR') return { currency: ['UPI takes INR only'] };
  if (channel === 'crypto' && !cryptoNetworkFor(currency, payer.network)) {
    return payer.network && currency === 'USDT'
      ? { 'payer.network': ['USDT is paid on ERC20 or TRC20'] }
      : { currency: [`${currency} cannot be paid in crypto here`] };
  }
  return {};
}

function webProblems(request: CreatePaymentRequest): FieldErrors {
  const fields: FieldErrors = {};
  // The player's browser is sent to returnUrl: nothing but a web page may be there.
  for (const key of ['returnUrl', 'webhookUrl'] as const) {
    if (!/^https?:$/.test(new URL(request[key]).protocol)) fields[key] = ['Must be an http or https URL'];
  }
  return fields;
}

/** The sandbox provider's payments: created by the merchant, finished by the payer, the operator or the chain. */
export class SandboxPayments {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly webhooks: WebhookDispatcher,
  ) {}

  find(id: string): Promise<Payment | undefined> {
    return this.db
      .selectFrom('psp_sandbox_payments as p')
      .innerJoin('currencies as c', 'c.code', 'p.currency')
      .selectAll('p')
      .select('c.subunit_to_unit')
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  findByReference(merchantReference: string): Promise<Payment | undefined> {
    return this.db
      .selectFrom('psp_sandbox_payments as p')
      .innerJoin('currencies as c', 'c.code', 'p.currency')
      .selectAll('p')
      .select('c.subunit_to_unit')
      .where('p.merchant_reference', '=', merchantReference)
      .executeTakeFirst();
  }

  /** One payment per merchant reference: the same request again gets that payment back. */
  async create(request: CreatePaymentRequest): Promise<Creation> {
    const currency = await this.db
      .selectFrom('currencies')
      .select('subunit_to_unit')
      .where('code', '=', request.currency)
      .executeTakeFirst();
    if (!currency) return { ok: false, fields: { currency: ['Unknown currency'] } };
    const fields = { ...webProblems(request), ...(request.direction === 'deposit' ? depositProblems(request) : {}) };
    if (Object.keys(fields).length > 0) return { ok: false, fields };

    const id = randomUUID();
    const network =
      request.direction === 'deposit' && request.channel === 'crypto'
        ? cryptoNetworkFor(request.currency, request.payer.network)
        : null;
    const payment = await this.db
      .insertInto('psp_sandbox_payments')
      .values({
        id,
        merchant_reference: request.merchantReference,
        direction: request.direction,
        channel: request.channel,
        amount: BigInt(request.amount),
        currency: request.currency,
        payer: JSON.stringify(request.payer),
        return_url: request.returnUrl,
        webhook_url: request.webhookUrl,
        crypto_network: network,
        crypto_address: network && depositAddress(network, id),
        confirmations_required: network && CONFIRMATIONS_REQUIRED,
      })
      .onConflict((oc) => oc.column('merchant_reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (payment)
      return { ok: true, payment: { ...payment, subunit_to_unit: currency.subunit_to_unit }, replayed: false };
    const earlier = await this.findByReference(request.merchantReference);
    const same =
      earlier &&
      earlier.direction === request.direction &&
      earlier.channel === request.channel &&
      earlier.amount === BigInt(request.amount) &&
      earlier.currency === request.currency;
    return same ? { ok: true, payment: earlier, replayed: true } : { ok: false, conflict: true };
  }

  /** Approves or declines a pending payment: its one final transition, and its one webhook. */
  finish(id: string, status: 'succeeded' | 'failed'): Promise<Transition> {
    return this.#transition(id, (tx) =>
      tx
        .updateTable('psp_sandbox_payments')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),
    );
  }

  /** One more block on top of a crypto deposit; the required count of them succeeds it. */
  confirm(id: string): Promise<Transition> {
    return this.#transition(id, (tx) =>
      tx
        .updateTable('psp_sandbox_payments')
        .set({
          confirmations: sql`confirmations + 1`,
          status: sql`case when confirmations + 1 >= confirmations_required then 'succeeded' else 'pending' end`,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('confirmations_required', 'is not', null)
        .returningAll()
        .executeTakeFirst(),
    );
  }

  /** The card form was accepted: the payment now waits for its 3-D Secure code. */
  async startThreeDs(id: string): Promise<boolean> {
    const started = await this.db
      .updateTable('psp_sandbox_payments')
      .set({ three_ds_code: THREE_DS_CODE, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('channel', '=', 'card')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return started.numUpdatedRows > 0n;
  }

  async #transition(id: string, update: (tx: Transaction<DB>) => Promise<PaymentRow | undefined>): Promise<Transition> {
    const outcome = await this.db.transaction().execute(async (tx): Promise<Transition & { deliveryId?: string }> => {
      const payment = await update(tx);
      if (!payment) {
        const current = await tx
          .selectFrom('psp_sandbox_payments')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst();
        return { ok: false, reason: !current ? 'NOT_FOUND' : current.status === 'pending' ? 'NOT_CRYPTO' : 'FINAL' };
      }
      if (payment.status === 'pending') return { ok: true, payment };
      return { ok: true, payment, deliveryId: await enqueueWebhook(tx, payment) };
    });
    // Sent after the commit: the merchant must never hear of a status that could still roll back.
    if (outcome.deliveryId) this.webhooks.dispatch(outcome.deliveryId);
    return outcome.ok ? { ok: true, payment: outcome.payment } : outcome;
  }
}
