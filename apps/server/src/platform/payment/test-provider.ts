import type { FastifyInstance } from 'fastify';
import type { ProviderClient } from './provider-client.js';
import { signWebhook, type CreatePaymentRequest, type WebhookEvent } from './provider-contract.js';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

/** A provider that answers at once and remembers what it was asked; tests send its webhooks. */
export function installTestProvider(app: FastifyInstance) {
  const payments = new Map<string, CreatePaymentRequest & { final: boolean }>();
  const client: ProviderClient = {
    async createPayment(request) {
      const id = `pay_${request.merchantReference}`;
      payments.set(id, { ...request, final: false });
      const next =
        request.channel === 'crypto'
          ? { type: 'qr' as const, qr: `bitcoin:bc1qtest?amount=1`, address: 'bc1qtest', confirmationsRequired: 3 }
          : request.channel === 'card'
            ? { type: 'redirect' as const, url: `https://psp.example/pay/${id}` }
            : { type: 'none' as const };
      return { id, status: 'pending', next };
    },
    async approve(paymentId) {
      return payments.get(paymentId)?.final ? 'final' : 'done';
    },
    async decline(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment || payment.final) return 'final';
      payment.final = true;
      return 'done';
    },
    webhookSecret: async () => TEST_WEBHOOK_SECRET,
  };
  app.payments.provider = client;
  return { payments };
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
    headers: { 'content-type': 'application/json', 'x-psp-signature': signWebhook(secret, payload, timestamp) },
    payload,
  });
}
