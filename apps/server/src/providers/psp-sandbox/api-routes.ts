import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { createPaymentRequest, createPaymentResponse, providerPayment } from '../../contracts/payment.js';
import { nextAction } from './next-actions.js';
import { isPaymentId, type PaymentRow, type SandboxPayments, type Transition } from './payments.js';

export interface ApiRoutesOptions {
  apiKey: string;
  publicUrl: string;
  payments: SandboxPayments;
}

const idParams = z.object({ id: z.string().max(100) });
/** GET /payments/:id, the lookup by reference and the control calls answer with the contract's payment. */
const schema = { hide: true, params: idParams, response: { 200: providerPayment } };

const stateOf = (payment: PaymentRow): z.infer<typeof providerPayment> => ({
  id: payment.id,
  merchantReference: payment.merchant_reference,
  status: payment.status,
  direction: payment.direction,
  channel: payment.channel,
  amount: payment.amount.toString(),
  currency: payment.currency,
  confirmations: payment.confirmations,
  confirmationsRequired: payment.confirmations_required,
});

const digest = (value: string) => createHash('sha256').update(value).digest();

const notFound = () => new AppError('NOT_FOUND', 'No such payment');

function stateAfter(transition: Transition) {
  if (transition.ok) return stateOf(transition.payment);
  if (transition.reason === 'NOT_FOUND') throw notFound();
  if (transition.reason === 'FINAL') throw new AppError('CONFLICT', 'The payment is already final');
  throw new AppError('CONFLICT', 'Only pending crypto deposits take confirmations');
}

/** The merchant's API: create and read payments, and the control calls that stand in for payers, operators and the chain. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { apiKey, publicUrl, payments }) => {
  const expectedKey = digest(apiKey);

  app.addHook('onRequest', async (request) => {
    const given = request.headers['x-api-key'];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expectedKey)) {
      throw new AppError('UNAUTHORIZED', 'A valid x-api-key header is required');
    }
  });

  app.post(
    '/payments',
    {
      schema: {
        hide: true,
        body: createPaymentRequest,
        response: { 200: createPaymentResponse, 201: createPaymentResponse },
      },
    },
    async (request, reply) => {
      const created = await payments.create(request.body);
      if (!created.ok) {
        if ('conflict' in created) throw new AppError('CONFLICT', 'This merchant reference names another payment');
        throw new AppError('VALIDATION_FAILED', undefined, created.fields);
      }
      const { payment } = created;
      return reply
        .status(created.replayed ? 200 : 201)
        .send({ id: payment.id, status: payment.status, next: nextAction(payment, publicUrl) });
    },
  );

  app.get(
    '/payments/by-reference/:reference',
    { schema: { ...schema, params: z.object({ reference: z.string().min(1).max(100) }) } },
    async (request) => {
      const payment = await payments.findByReference(request.params.reference);
      if (!payment) throw notFound();
      return stateOf(payment);
    },
  );

  app.get('/payments/:id', { schema }, async (request) => {
    const payment = isPaymentId(request.params.id) ? await payments.find(request.params.id) : undefined;
    if (!payment) throw notFound();
    return stateOf(payment);
  });

  app.post('/payments/:id/approve', { schema }, async (request) => {
    if (!isPaymentId(request.params.id)) throw notFound();
    return stateAfter(await payments.finish(request.params.id, 'succeeded'));
  });

  app.post('/payments/:id/decline', { schema }, async (request) => {
    if (!isPaymentId(request.params.id)) throw notFound();
    return stateAfter(await payments.finish(request.params.id, 'failed'));
  });

  app.post('/payments/:id/confirmations', { schema }, async (request) => {
    if (!isPaymentId(request.params.id)) throw notFound();
    return stateAfter(await payments.confirm(request.params.id));
  });
};
