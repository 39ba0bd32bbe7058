import { randomUUID } from 'node:crypto';
import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { appendAudit } from '../admin/audit.js';
import { currentOperator } from '../admin/operator-auth.js';
import { findPlayerByReference } from '../admin/players.js';
import { requestMeta } from '../player/request-meta.js';
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
  const desk = { onRequest: app.operatorWith('payments', 'admin') };
  const readers = { onRequest: app.operatorWith('payments', 'risk', 'admin') };

  app.get(
    '/admin/payment/invoices',
    {
      ...readers,
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
      ...readers,
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
      ...desk,
      schema: {
        tags,
        summary: 'Put an invoice from the reconciliation list back to the sweep, once its cause is fixed',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ invoice: invoiceSchema }) },
      },
    },
    async (request) => {
      const retried = await app.db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('payment_invoices')
          .set({ unresolved_reason: null, unresolved_at: null, reconcile_attempts: 0, reconcile_after: new Date() })
          .where('id', '=', request.params.id)
          .where('status', '=', INVOICE_STATUS.pending)
          .where('unresolved_reason', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (row) {
          await appendAudit(tx, {
            operatorId: currentOperator(request).id,
            action: 'payment.reconciliation.retry',
            target: row.id,
            details: { playerId: row.player_id, amount: String(row.amount), currency: row.currency },
            ip: requestMeta(request).ip,
          });
        }
        return row;
      });
      if (!retried) throw new AppError('NOT_FOUND', 'No such invoice on the reconciliation list');
      return { invoice: invoiceView(retried) };
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/admin/payment/invoices/:id/${decision}`,
      {
        ...desk,
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
        await appendAudit(app.db, {
          operatorId: currentOperator(request).id,
          action: `payment.invoice.${decision}`,
          target: invoice.id,
          details: { playerId: invoice.player_id, amount: String(invoice.amount), currency: invoice.currency },
          ip: requestMeta(request).ip,
        });
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
      ...desk,
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
      const operatorId = currentOperator(request).id;
      const result = await app.db.transaction().execute(async (tx) => {
        const moved = await transfer(tx, {
          idempotencyKey: key,
          debit: credit ? house : account.ledgerAccountId,
          credit: credit ? account.ledgerAccountId : house,
          amount: Math.abs(amount),
          currency,
          reason: 'adjustment',
          reference: reason,
        });
        if (!moved.ok) {
          if (moved.code === 'INSUFFICIENT_FUNDS') {
            throw new AppError('VALIDATION_FAILED', undefined, { amount: ['More than the player has'] });
          }
          if (moved.code === 'IDEMPOTENCY_CONFLICT')
            throw new AppError('CONFLICT', 'This key was used for another adjustment');
          throw new AppError('VALIDATION_FAILED', moved.code);
        }
        // A replay moved nothing, so there is nothing new to record.
        if (!moved.replayed) {
          await appendAudit(tx, {
            operatorId,
            action: 'wallet.adjust',
            target: target.id,
            details: {
              transferId: String(moved.transfer.id),
              currency,
              amount: String(amount),
              reason,
              idempotencyKey,
            },
            ip: requestMeta(request).ip,
          });
        }
        return moved;
      });
      const changed = (await walletAccounts(app.db, target.id)).find((a) => a.id === account.id);
      if (changed) await app.push.publish('wallet:accounts', 'account', changed, target.id);
      return { transferId: String(result.transfer.id), replayed: result.replayed, account: changed ?? null };
    },
  );
};
