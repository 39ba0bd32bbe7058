import type { FastifyInstance } from 'fastify';
import { ProviderUnavailable, type ProviderClient } from './provider-client.js';
import type { CreatePaymentRequest, WebhookEvent } from '../../contracts/payment.js';
import { sign } from '../../contracts/signature.js';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

export interface TestPayment extends CreatePaymentRequest {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  final: boolean;
}

/**
 * A provider that answers at once and remembers what it was asked; tests send its webhooks.
 * `next` breaks the next create call as a crash or a network would: `lose-answer` makes the
 * payment but the answer never arrives, `unreachable` never reaches the provider at all.
 */
export function installTestProvider(app: FastifyInstance) {
  const payments = new Map<string, TestPayment>();
  const control = { next: null as 'lose-answer' | 'unreachable' | null };
  const client: ProviderClient = {
    async createPayment(request) {
      const failure = control.next;
      control.next = null;
      if (failure === 'unreachable') throw new ProviderUnavailable('test provider unreachable');
      const id = `pay_${request.merchantReference}`;
      if (!payments.has(id)) payments.set(id, { ...request, id, status: 'pending', final: false });
      if (failure === 'lose-answer') throw new ProviderUnavailable('test provider answer lost');
      const next =
        request.channel === 'crypto'
          ? { type: 'qr' as const, qr: `bitcoin:bc1qtest?amount=1`, address: 'bc1qtest', confirmationsRequired: 3 }
          : request.channel === 'card'
            ? { type: 'redirect' as const, url: `https://psp.example/pay/${id}` }
            : { type: 'none' as const };
      return { id, status: 'pending', next };
    },
    async getPayment(merchantReference) {
      const payment = payments.get(`pay_${merchantReference}`);
      if (!payment) return null;
      return {
        id: payment.id,
        merchantReference,
        status: payment.status,
        direction: payment.direction,
        channel: payment.channel,
        amount: payment.amount,
        currency: payment.currency,
        confirmations: 0,
        confirmationsRequired: null,
      };
    },
    async approve(paymentId) {
      return payments.get(paymentId)?.final ? 'final' : 'done';
    },
    async decline(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment || payment.final) return 'final';
      payment.final = true;
      payment.status = 'failed';
      return 'done';
    },
    webhookSecret: async () => TEST_WEBHOOK_SECRET,
  };
  app.payments.provider = client;
  return { payments, control };
}

let eventCounter = 0;

/** The provider's final word on an invoice, signed as the contract says. */
export function webhookFor(
  invoice: { id: string; amount: number; currency: string; type: 'deposit' | 'withdrawal' },
  status: 'succeeded' | 'failed',
  overrides: Partial<WebhookEvent> = {},
): WebhookEvent {
  eventCounter += 1;
  return {
    eventId: `evt_${eventCounter}_${invoice.id}`,
    paymentId: `pay_${invoice.id}`,
    merchantReference: invoice.id,
    direction: invoice.type === 'deposit' ? 'deposit' : 'payout',
    status,
    amount: String(invoice.amount),
    currency: invoice.currency,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

export function sendWebhook(
  app: FastifyInstance,
  event: WebhookEvent,
  { secret = TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-psp-signature': sign(secret, payload, timestamp) },
    payload,
  });
}
