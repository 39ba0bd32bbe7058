import { INVOICE_STATUS } from '@casino/shared/statuses';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { pageMetaSchema, pageQuery } from '../../http/pagination.js';
import { perAccount, perAddress } from '../../http/route-limits.js';
import { requestLocale } from '../../http/request-locale.js';
import { currentPlayer, requirePlayer } from '../player/auth.js';
import { requireWithdrawalCode } from '../player/two-factor.js';
import { visitorCountry } from '../settings/service.js';
import { activeAccount } from '../wallet/accounts.js';
import {
  createDeposit,
  createWithdrawal,
  declineInvoice,
  findInvoice,
  invoiceStatistics,
  listInvoices,
  methodsFor,
} from './invoices.js';
import { PROVIDER } from './methods.js';
import { paymentProvider } from './payments-plugin.js';
import { PAYMENT_SIGNATURE_HEADER, webhookEvent } from '../../contracts/payment.js';
import { verifySignature } from '../../contracts/signature.js';
import { invoice, payerSchema } from './schemas.js';
import { applyWebhook } from './webhooks.js';
import { visitorSiteUrl } from '../../http/site-origin.js';

const method = z.object({
  id: z.string(),
  label: z.string(),
  channel: z.string(),
  isManual: z.boolean(),
  currency: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  presets: z.array(z.number()),
  fields: z.array(z.string()),
  rules: z.record(z.string(), z.array(z.object({ rule: z.string(), param: z.unknown().optional() }))),
});
const methodsQuery = z.object({
  currency: z.string().max(10).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
const invoiceBody = z.object({
  methodId: z.string().max(100),
  amount: z.number().int().describe('minor units of the active account currency'),
  payer: payerSchema.default({}),
});
const withdrawalBody = invoiceBody.extend({
  twoFactorCode: z.string().max(10).optional().describe('a code from the authenticator app, when 2FA is on'),
});
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payment'];
  const auth = { preHandler: requirePlayer };
  // Each invoice reaches the provider: a player gets sixty a minute (a cashier retrying in bursts), an address
  // that many for each of the ten players it may carry.
  const invoiceLimits = app.limitRequests(
    perAddress('invoice', 600, 60_000),
    perAccount('invoice', 60, 60_000, (request) => request.player?.playerId),
  );

  for (const direction of ['deposit', 'withdrawal'] as const) {
    app.get(
      `/payment/methods/${direction}`,
      {
        ...auth,
        schema: {
          tags,
          summary: `${direction === 'deposit' ? 'Deposit' : 'Withdrawal'} methods for a currency (default: the active account's) and country (default: the visitor's), manual agents first`,
          querystring: methodsQuery,
          response: { 200: z.object({ data: z.array(method) }) },
        },
      },
      async (request) => {
        const { playerId } = currentPlayer(request);
        const currency = request.query.currency?.toUpperCase() ?? (await activeAccount(app.db, playerId)).currency;
        if (direction === 'deposit' && (await app.payments.depositLimitReached(playerId, currency))) {
          throw new AppError('DEPOSIT_LIMIT_REACHED');
        }
        const header = request.headers['cf-ipcountry'];
        const country =
          request.query.country?.toUpperCase() ?? visitorCountry(Array.isArray(header) ? header[0] : header);
        const methods = app.payments.provider ? await methodsFor(app.db, direction, currency, country) : [];
        return { data: methods.map(({ provider: _provider, direction: _direction, ...view }) => view) };
      },
    );
  }

  app.post(
    '/payment/invoices/deposit',
    {
      preHandler: [requirePlayer, invoiceLimits],
      schema: {
        tags,
        summary: 'Start a deposit into the active account; publicData tells what to do next',
        body: invoiceBody,
        response: { 201: invoice },
      },
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      const created = await createDeposit(
        app,
        paymentProvider(app),
        app.payments.depositLimitReached,
        playerId,
        request.body,
        requestLocale(request),
        visitorSiteUrl(app.config, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/payment/invoices/withdrawal',
    {
      preHandler: [requirePlayer, invoiceLimits],
      schema: {
        tags,
        summary: 'Request a withdrawal from the active account; the amount is held until paid or failed',
        body: withdrawalBody,
        response: { 201: invoice },
      },
    },
    async (request, reply) => {
      const { playerId } = currentPlayer(request);
      const { twoFactorCode, ...body } = request.body;
      await requireWithdrawalCode(app, playerId, twoFactorCode);
      const created = await createWithdrawal(app, paymentProvider(app), playerId, body, requestLocale(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/payment/invoices',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My invoices, newest first',
        querystring: pageQuery().extend({
          type: z.enum(['deposit', 'withdrawal']).optional(),
          status: z.coerce
            .number()
            .int()
            .refine((s) => Object.values(INVOICE_STATUS).includes(s as 1 | 2 | 3), 'must be 1, 2 or 3')
            .optional(),
          currency: z.string().max(10).optional(),
          dateFrom: date.optional(),
          dateTo: date.optional(),
        }),
        response: {
          200: z.object({
            data: z.array(invoice),
            meta: pageMetaSchema,
          }),
        },
      },
    },
    async (request) => listInvoices(app.db, currentPlayer(request).playerId, request.query),
  );

  app.get(
    '/payment/invoices/statistics',
    {
      ...auth,
      schema: {
        tags,
        summary: 'How many invoices I have per type and currency, and the successful sums',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                type: z.enum(['deposit', 'withdrawal']),
                currency: z.string(),
                count: z.number(),
                successCount: z.number(),
                successAmount: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => invoiceStatistics(app.db, currentPlayer(request).playerId),
  );

  app.get(
    '/payment/invoices/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One of my invoices, for following a payment to its end',
        params: z.object({ id: z.uuid() }),
        response: { 200: invoice },
      },
    },
    async (request) => findInvoice(app.db, currentPlayer(request).playerId, request.params.id),
  );

  app.put(
    '/payment/invoices/:id/decline',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Cancel one of my pending invoices (a withdrawal gives the held amount back)',
        params: z.object({ id: z.uuid() }),
        response: { 200: invoice },
      },
    },
    async (request) => declineInvoice(app, paymentProvider(app), currentPlayer(request).playerId, request.params.id),
  );

  // Webhooks are checked against the exact bytes the provider signed.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/payment/webhooks/:provider',
      {
        schema: {
          tags,
          summary: "A payment provider's signed status webhook (HMAC-SHA256 over timestamp and raw body)",
          params: z.object({ provider: z.string().max(50) }),
          response: { 200: z.object({ ok: z.literal(true), outcome: z.enum(['applied', 'replayed', 'ignored']) }) },
        },
      },
      async (request) => {
        const provider = app.payments.provider;
        if (request.params.provider !== PROVIDER || !provider) throw new AppError('NOT_FOUND', 'Unknown provider');
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        const check = verifySignature(await provider.webhookSecret(), raw, Array.isArray(header) ? header[0] : header);
        if (!check.ok) throw new AppError('UNAUTHORIZED', `Bad webhook signature (${check.reason})`);
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError('MALFORMED_JSON');
        }
        const event = webhookEvent.safeParse(parsed);
        if (!event.success) throw new AppError('BAD_REQUEST', 'Not a webhook event');
        return { ok: true as const, outcome: await applyWebhook(app, event.data) };
      },
    );
  });
};
