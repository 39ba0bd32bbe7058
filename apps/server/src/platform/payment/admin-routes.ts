import { randomUUID } from 'node:crypto';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { findPlayerByReference } from '../admin/players.js';
import { systemAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfers.js';
import { accountInCurrency, openWalletAccount, walletAccounts } from '../wallet/accounts.js';
import { invoiceView } from './invoices.js';
import { paymentProvider } from './payments-plugin.js';
import { ProviderUnavailable } from './provider-client.js';
import { invoice as invoiceSchema } from './schemas.js';

/** The operator's payment desk (`npm run admin -- invoices | approve | decline | adjust`). */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const operator = { preHandler: app.requireOperator };

  app.get(
    '/admin/payment/invoices',
    {
      ...operator,
      schema: {
        tags,
        summary: 'Invoices of every player, oldest first (default: the pending ones)',
        querystring: z.object({
          status: z.coerce.number().int().min(1).max(3).default(INVOICE_STATUS.pending),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: {
          200: z.object({
            data: z.array(invoiceSchema.extend({ playerId: z.string(), providerPaymentId: z.string().nullable() })),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('payment_invoices')
        .selectAll()
        .where('status', '=', request.query.status)
        .orderBy('created_at')
        .limit(request.query.limit)
        .execute();
      return {
        data: rows.map((r) => ({ ...invoiceView(r), playerId: r.player_id, providerPaymentId: r.provider_payment_id })),
      };
    },
  );

  app.get(
    '/admin/payment/reconciliation',
    {
      ...operator,
      schema: {
        tags,
        summary: 'Open invoices the reconciliation sweep could not settle from the provider’s answer, oldest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: {
          200: z.object({
            data: z.array(
              invoiceSchema.extend({
                playerId: z.string(),
                providerPaymentId: z.string().nullable(),
                reason: z.string(),
                unresolvedAt: z.string(),
                attempts: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('payment_invoices')
        .selectAll()
        .where('unresolved_reason', 'is not', null)
        .where('status', '=', INVOICE_STATUS.pending)
        .orderBy('unresolved_at')
        .limit(request.query.limit)
        .execute();
      return {
        data: rows.map((r) => ({
          ...invoiceView(r),
          playerId: r.player_id,
          providerPaymentId: r.provider_payment_id,
          reason: r.unresolved_reason!,
          unresolvedAt: new Date(r.unresolved_at!).toISOString(),
          attempts: r.reconcile_attempts,
        })),
      };
    },
  );

  app.post(
    '/admin/payment/reconciliation/:id/retry',
    {
      ...operator,
      schema: {
        tags,
        summary: 'Put an invoice from the reconciliation list back to the sweep, once its cause is fixed',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ invoice: invoiceSchema }) },
      },
    },
    async (request) => {
      const retried = await app.db
        .updateTable('payment_invoices')
        .set({ unresolved_reason: null, unresolved_at: null, reconcile_attempts: 0, reconcile_after: new Date() })
        .where('id', '=', request.params.id)
        .where('status', '=', INVOICE_STATUS.pending)
        .where('unresolved_reason', 'is not', null)
        .returningAll()
        .executeTakeFirst();
      if (!retried) throw new AppError('NOT_FOUND', 'No such invoice on the reconciliation list');
      return { invoice: invoiceView(retried) };
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/admin/payment/invoices/:id/${decision}`,
      {
        ...operator,
        schema: {
          tags,
          summary: `${decision === 'approve' ? 'Approve' : 'Decline'} a pending invoice at its provider; the provider's webhook settles it`,
          params: z.object({ id: z.uuid() }),
          response: { 200: z.object({ invoice: invoiceSchema }) },
        },
      },
      async (request) => {
        const invoice = await app.db
          .selectFrom('payment_invoices')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
        if (invoice.status !== INVOICE_STATUS.pending || !invoice.provider_payment_id) {
          throw new AppError('CONFLICT', 'Only a pending invoice can be decided');
        }
        try {
          const answer = await paymentProvider(app)[decision](invoice.provider_payment_id);
          if (answer === 'final') throw new AppError('CONFLICT', 'The provider has already settled this payment');
        } catch (error) {
          if (error instanceof ProviderUnavailable) throw new AppError('SERVICE_UNAVAILABLE', error.message);
          throw error;
        }
        const after = await app.db
          .selectFrom('payment_invoices')
          .selectAll()
          .where('id', '=', invoice.id)
          .executeTakeFirstOrThrow();
        return { invoice: invoiceView(after) };
      },
    );
  }

  app.post(
    '/admin/wallet/adjustments',
    {
      ...operator,
      schema: {
        tags,
        summary: "Adjust a player's balance against the house account, with a reason (idempotent by key)",
        body: z.object({
          player: z.string().min(1).max(254),
          currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
          amount: z
            .number()
            .int()
            .refine((v) => v !== 0, 'must not be zero')
            .describe('minor units; negative takes money away'),
          reason: z.string().trim().min(3).max(500),
          idempotencyKey: z
            .string()
            .min(1)
            .max(150)
            .default(() => randomUUID()),
        }),
      },
    },
    async (request) => {
      const { player, currency, amount, reason, idempotencyKey } = request.body;
      const target = await findPlayerByReference(app.db, player);
      if (!target) throw new AppError('NOT_FOUND', 'No such player');
      const existing = await walletAccounts(app.db, target.id);
      if (!existing.some((a) => a.currency === currency) && !(await accountInCurrency(app.db, target.id, currency))) {
        await openWalletAccount(app.db, target.id, currency);
      }
      const account = (await accountInCurrency(app.db, target.id, currency))!;
      const key = `adjustment:${idempotencyKey}`;
      const house = await systemAccount(app.db, 'house', currency, key);
      const credit = amount > 0;
      const result = await transfer(app.db, {
        idempotencyKey: key,
        debit: credit ? house : account.ledgerAccountId,
        credit: credit ? account.ledgerAccountId : house,
        amount: Math.abs(amount),
        currency,
        reason: 'adjustment',
        reference: reason,
      });
      if (!result.ok) {
        if (result.code === 'INSUFFICIENT_FUNDS') {
          throw new AppError('VALIDATION_FAILED', undefined, { amount: ['More than the player has'] });
        }
        if (result.code === 'IDEMPOTENCY_CONFLICT')
          throw new AppError('CONFLICT', 'This key was used for another adjustment');
        throw new AppError('VALIDATION_FAILED', result.code);
      }
      const changed = (await walletAccounts(app.db, target.id)).find((a) => a.id === account.id);
      if (changed) await app.push.publish('wallet:accounts', 'account', changed, target.id);
      return { transferId: String(result.transfer.id), replayed: result.replayed, account: changed ?? null };
    },
  );
};
