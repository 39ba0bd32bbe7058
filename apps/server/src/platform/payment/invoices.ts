import { randomUUID } from 'node:crypto';
import { amountInputValue } from '@casino/shared/format';
import type { InvoiceView } from '@casino/shared/payment';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { Rule } from '@casino/shared/validation';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { siteUrl } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';
import { pageMeta } from '../../http/pagination.js';
import { systemAccount } from '../ledger/accounts.js';
import { reserve, voidPending } from '../ledger/transfers.js';
import { recordInvoiceEvent } from './events.js';
import { checkDepositInvoice } from '../limits/service.js';
import { activeAccount, currencyTable, walletAccounts, type CurrencyRow } from '../wallet/accounts.js';
import { methodLabel, paymentMethods, PROVIDER, type ResolvedMethod } from './methods.js';
import { ProviderRefused, ProviderUnavailable, type ProviderClient } from './provider-client.js';
import type { CreatePaymentResponse } from '../../contracts/payment.js';

type InvoiceRow = Selectable<DB['payment_invoices']>;

export function invoiceView(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    type: row.direction,
    status: row.status as InvoiceView['status'],
    methodId: row.method_id,
    methodLabel: methodLabel(row.method_id),
    amount: Number(row.amount),
    currency: row.currency,
    number: row.number,
    publicData: row.public_data as InvoiceView['publicData'],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Whether a responsible-gaming deposit limit stops this player depositing now. The
 * limits feature plugs its check in here; until then nothing is limited.
 */
export type DepositLimitCheck = (playerId: string, currency: string) => Promise<boolean>;

/** The currency, when enabled, with the US dollar that method limits are set in. */
async function pricing(db: Kysely<DB>, currency: string): Promise<{ rated: CurrencyRow; usd: CurrencyRow } | null> {
  const known = await currencyTable(db);
  const rated = known.get(currency);
  const usd = known.get('USD');
  return rated?.isEnabled && usd ? { rated, usd } : null;
}

export async function methodsFor(
  db: Kysely<DB>,
  direction: 'deposit' | 'withdrawal',
  currency: string,
  country: string | null,
): Promise<ResolvedMethod[]> {
  const priced = await pricing(db, currency);
  return priced ? paymentMethods(direction, priced.rated, priced.usd, country) : [];
}

export interface InvoiceRequest {
  methodId: string;
  amount: number;
  payer: Record<string, string>;
}

/**
 * The method, amount and payer fields are checked against the method for the active
 * currency, with the messages of `locale` (§5). The amount stays in minor units to
 * compare; its limits read in the unit the player types it in.
 */
async function checkRequest(
  db: Kysely<DB>,
  direction: 'deposit' | 'withdrawal',
  currency: string,
  request: InvoiceRequest,
  locale: string,
): Promise<ResolvedMethod> {
  const priced = await pricing(db, currency);
  const method = priced
    ? paymentMethods(direction, priced.rated, priced.usd, null).find((m) => m.id === request.methodId)
    : undefined;
  if (!priced || !method) {
    throw new AppError('VALIDATION_FAILED', undefined, { methodId: ['This method is not available for the currency'] });
  }
  const amount: Rule[] = [
    { rule: 'integer' },
    { rule: 'minValue', param: method.minAmount },
    { rule: 'maxValue', param: method.maxAmount },
  ];
  const errors = await checkFields(
    db,
    locale,
    { ...request.payer, amount: request.amount },
    { ...method.rules, amount },
    { show: { amount: (minor) => amountInputValue(minor, priced.rated) } },
  );
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  return method;
}

function publicData(next: CreatePaymentResponse['next']): InvoiceView['publicData'] {
  if (next.type === 'redirect') return { redirectUrl: next.url };
  if (next.type === 'qr') {
    return {
      qr: next.qr,
      ...(next.address ? { address: next.address } : {}),
      ...(next.network ? { network: next.network } : {}),
      ...(next.confirmationsRequired ? { confirmationsRequired: next.confirmationsRequired } : {}),
    };
  }
  return {};
}

/** Tells the player's open pages: the invoice on payment:invoices, balances on wallet:accounts (§7). */
export async function publishInvoice(app: FastifyInstance, row: InvoiceRow): Promise<void> {
  const event = row.direction === 'deposit' ? 'invoice.deposit.updated' : 'invoice.withdrawal.updated';
  await app.push.publish('payment:invoices', event, invoiceView(row), row.player_id);
  const account = (await walletAccounts(app.db, row.player_id)).find((a) => a.id === row.wallet_account_id);
  if (account) await app.push.publish('wallet:accounts', 'account', account, row.player_id);
}

async function loadInvoice(db: Kysely<DB>, id: string): Promise<InvoiceRow> {
  return db.selectFrom('payment_invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Whether the invoice was still pending and is failed now. */
async function failInvoice(db: Kysely<DB>, id: string): Promise<boolean> {
  const updated = await db
    .updateTable('payment_invoices')
    .set({ status: INVOICE_STATUS.failed, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', INVOICE_STATUS.pending)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * A new pending invoice on the account, committed before the provider hears of it: its id
 * is the merchant reference, so whatever the provider makes of it can always be matched,
 * and the reconciliation sweep asks about it if nothing has settled it by reconcile_after.
 * The provider's next step is added once it answers.
 */
async function insertInvoice(
  db: Kysely<DB>,
  {
    id,
    playerId,
    account,
    direction,
    method,
    request,
    reconcileAfterSeconds,
  }: {
    id: string;
    playerId: string;
    account: { id: string; currency: string };
    direction: 'deposit' | 'withdrawal';
    method: ResolvedMethod;
    request: InvoiceRequest;
    reconcileAfterSeconds: number;
  },
): Promise<void> {
  await db
    .insertInto('payment_invoices')
    .values({
      id,
      player_id: playerId,
      wallet_account_id: account.id,
      direction,
      method_id: method.id,
      provider: PROVIDER,
      amount: BigInt(request.amount),
      currency: account.currency,
      payer: JSON.stringify(request.payer),
      public_data: '{}',
      reconcile_after: sql<Date>`now() + make_interval(secs => ${reconcileAfterSeconds})`,
    })
    .execute();
}

/** A deposit into the active account: the invoice, then the provider's next step for the player. */
export async function createDeposit(
  app: FastifyInstance,
  provider: ProviderClient,
  limitReached: DepositLimitCheck,
  playerId: string,
  request: InvoiceRequest,
  locale: string,
  /** Where the player's browser returns after a provider's page: the site as this player reaches it. */
  returnSite: string = siteUrl(app.config),
): Promise<InvoiceView> {
  const account = await activeAccount(app.db, playerId);
  if (await limitReached(playerId, account.currency)) throw new AppError('DEPOSIT_LIMIT_REACHED');
  const method = await checkRequest(app.db, 'deposit', account.currency, request, locale);
  const id = randomUUID();
  // Checked and stored under the player's limits lock: the invoice holds its part of the limit at once.
  await app.db.transaction().execute(async (tx) => {
    await checkDepositInvoice(tx, { playerId, currency: account.currency, amount: BigInt(request.amount) });
    await insertInvoice(tx, {
      id,
      playerId,
      account,
      direction: 'deposit',
      method,
      request,
      reconcileAfterSeconds: app.config.PAYMENT_RECONCILE_AFTER_SECONDS,
    });
  });
  await startAtProvider(app, provider, id, method, 'deposit', request, returnSite);
  const row = await loadInvoice(app.db, id);
  await publishInvoice(app, row);
  return invoiceView(row);
}

async function startAtProvider(
  app: FastifyInstance,
  provider: ProviderClient,
  id: string,
  method: ResolvedMethod,
  direction: 'deposit' | 'withdrawal',
  request: InvoiceRequest,
  returnSite = siteUrl(app.config),
): Promise<void> {
  const invoice = await loadInvoice(app.db, id);
  try {
    const answer = await provider.createPayment({
      merchantReference: id,
      direction: direction === 'deposit' ? 'deposit' : 'payout',
      channel: method.channel,
      amount: String(request.amount),
      currency: invoice.currency,
      payer: request.payer,
      // The player comes back to the deposit-status popup, which follows the invoice to its end.
      returnUrl: `${returnSite}/wallet/history?deposit-status=${id}`,
      webhookUrl: `${siteUrl(app.config)}/api/payment/webhooks/${PROVIDER}`,
    });
    // A webhook may have come first and settled the invoice already: only the next step is new then.
    await app.db
      .updateTable('payment_invoices')
      .set({
        provider_payment_id: answer.id,
        public_data: JSON.stringify(publicData(answer.next)),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('provider_payment_id', 'is', null), eb('provider_payment_id', '=', answer.id)]))
      .execute();
  } catch (error) {
    if (error instanceof ProviderRefused) {
      app.log.error({ err: error, invoiceId: id }, 'payment provider refused the payment');
      await app.db.transaction().execute(async (tx) => {
        if (!(await failInvoice(tx, id)) || direction !== 'withdrawal') return;
        const released = await voidPending(tx, {
          pendingKey: `withdrawal:${id}`,
          idempotencyKey: `withdrawal-void:${id}`,
        });
        if (released.ok && !released.replayed) {
          await recordInvoiceEvent(tx, 'payment.withdrawal.failed', await loadInvoice(tx, id), {
            reason: 'provider-refused',
          });
        }
      });
      await publishInvoice(app, await loadInvoice(app.db, id));
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The payment method is not available right now, please try again later',
      );
    }
    // The provider may hold the payment or not: the invoice stays open, a withdrawal's amount
    // stays held, and the reconciliation sweep settles it once the provider says which.
    app.log.error({ err: error, invoiceId: id }, 'payment provider gave no answer; left to reconciliation');
    await publishInvoice(app, await loadInvoice(app.db, id));
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The payment provider did not answer. The payment stays pending until it is confirmed or cancelled.',
    );
  }
}

/**
 * A withdrawal from the active account: the amount is reserved at once (more than the
 * spendable balance is refused), posted when the provider pays, released if it fails.
 */
export async function createWithdrawal(
  app: FastifyInstance,
  provider: ProviderClient,
  playerId: string,
  request: InvoiceRequest,
  locale: string,
): Promise<InvoiceView> {
  const account = await activeAccount(app.db, playerId);
  const method = await checkRequest(app.db, 'withdrawal', account.currency, request, locale);
  const id = randomUUID();
  const key = `withdrawal:${id}`;
  const pspAccount = await systemAccount(app.db, `psp:${PROVIDER}`, account.currency, key);
  await app.db.transaction().execute(async (tx) => {
    await insertInvoice(tx, {
      id,
      playerId,
      account,
      direction: 'withdrawal',
      method,
      request,
      reconcileAfterSeconds: app.config.PAYMENT_RECONCILE_AFTER_SECONDS,
    });
    const held = await reserve(tx, {
      idempotencyKey: key,
      debit: account.ledgerAccountId,
      credit: pspAccount,
      amount: request.amount,
      currency: account.currency,
      reason: 'withdrawal',
      reference: id,
    });
    if (!held.ok) {
      if (held.code === 'INSUFFICIENT_FUNDS') {
        throw new AppError('VALIDATION_FAILED', 'The amount is more than your balance', {
          amount: ['The amount is more than your balance'],
        });
      }
      throw new Error(`withdrawal reserve failed: ${held.code}`);
    }
    await recordInvoiceEvent(tx, 'payment.withdrawal.requested', await loadInvoice(tx, id));
  });
  await startAtProvider(app, provider, id, method, 'withdrawal', request);
  const row = await loadInvoice(app.db, id);
  await publishInvoice(app, row);
  return invoiceView(row);
}

/**
 * The player cancels their own pending invoice, only when the provider confirms it called
 * the payment off: once it has settled the payment (a payout already sent) the cancel is
 * refused, and so it is while the provider's state is unknown (no answer to the create
 * call yet), so money is never both paid out and given back.
 */
export async function declineInvoice(
  app: FastifyInstance,
  provider: ProviderClient,
  playerId: string,
  invoiceId: string,
): Promise<InvoiceView> {
  const invoice = await app.db
    .selectFrom('payment_invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  if (invoice.status !== INVOICE_STATUS.pending)
    throw new AppError('CONFLICT', 'Only a pending invoice can be cancelled');
  if (!invoice.provider_payment_id) throw new AppError('PAYMENT_STATE_UNKNOWN');
  let answer: 'done' | 'final';
  try {
    answer = await provider.decline(invoice.provider_payment_id);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment cannot be cancelled right now, please try again later');
  }
  if (answer === 'final') throw new AppError('PAYMENT_ALREADY_PROCESSING');
  await app.db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('payment_invoices')
      .set({ status: INVOICE_STATUS.failed, declined_by_player: true, updated_at: new Date() })
      .where('id', '=', invoiceId)
      .where('status', '=', INVOICE_STATUS.pending)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'Only a pending invoice can be cancelled');
    if (invoice.direction === 'withdrawal') {
      const released = await voidPending(tx, {
        pendingKey: `withdrawal:${invoiceId}`,
        idempotencyKey: `withdrawal-void:${invoiceId}`,
      });
      if (!released.ok && released.code !== 'ALREADY_VOIDED') throw new Error(`void failed: ${released.code}`);
      if (released.ok && !released.replayed) {
        await recordInvoiceEvent(tx, 'payment.withdrawal.failed', invoice, { reason: 'cancelled-by-player' });
      }
    }
  });
  const row = await loadInvoice(app.db, invoiceId);
  await publishInvoice(app, row);
  return invoiceView(row);
}

/** The player's own invoice; another player's is not found. */
export async function findInvoice(db: Kysely<DB>, playerId: string, invoiceId: string): Promise<InvoiceView> {
  const row = await db
    .selectFrom('payment_invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
  return invoiceView(row);
}

export interface InvoiceFilters {
  type?: 'deposit' | 'withdrawal' | undefined;
  status?: number | undefined;
  currency?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  page: number;
  perPage: number;
}

export async function listInvoices(db: Kysely<DB>, playerId: string, filters: InvoiceFilters) {
  let query = db.selectFrom('payment_invoices').where('player_id', '=', playerId);
  if (filters.type) query = query.where('direction', '=', filters.type);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.currency) query = query.where('currency', '=', filters.currency);
  if (filters.dateFrom) query = query.where('created_at', '>=', new Date(`${filters.dateFrom}T00:00:00Z`));
  if (filters.dateTo)
    query = query.where('created_at', '<', new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + 86_400_000));
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
  ]);
  return { data: rows.map(invoiceView), meta: pageMeta(filters.page, filters.perPage, Number(total)) };
}

/** Counts and successful sums per direction and currency. */
export async function invoiceStatistics(db: Kysely<DB>, playerId: string) {
  const rows = await db
    .selectFrom('payment_invoices')
    .select((eb) => [
      'direction',
      'currency',
      eb.fn.countAll<string>().as('count'),
      eb.fn
        .sum<string>(eb.case().when('status', '=', INVOICE_STATUS.success).then(eb.ref('amount')).else(0n).end())
        .as('sum'),
      eb.fn.countAll<string>().filterWhere('status', '=', INVOICE_STATUS.success).as('successCount'),
    ])
    .where('player_id', '=', playerId)
    .groupBy(['direction', 'currency'])
    .orderBy('direction')
    .orderBy('currency')
    .execute();
  return {
    data: rows.map((r) => ({
      type: r.direction,
      currency: r.currency,
      count: Number(r.count),
      successCount: Number(r.successCount),
      successAmount: Number(r.sum ?? 0),
    })),
  };
}
