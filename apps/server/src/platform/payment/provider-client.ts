import type { FastifyInstance } from 'fastify';
import { pspSandboxUrl } from '../../config.js';
import { sandboxApiKey, sandboxWebhookSecret } from '../../providers/psp-sandbox/secrets.js';
import { createPaymentResponse, type CreatePaymentRequest, type CreatePaymentResponse } from './provider-contract.js';

/** How the platform reaches a payment provider: its HTTP API and its webhook secret. */
export interface ProviderClient {
  createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse>;
  /** Operator decisions on manual payments and payouts. */
  approve(paymentId: string): Promise<'done' | 'final'>;
  decline(paymentId: string): Promise<'done' | 'final'>;
  webhookSecret(): Promise<string>;
}

export class ProviderUnavailable extends Error {}

/** The sandbox provider, reached over HTTP like any other (DESIGN §1). */
export function sandboxClient(app: FastifyInstance): ProviderClient {
  const base = `${pspSandboxUrl(app.config)}/api`;
  const apiKey = () => sandboxApiKey(app, app.config);
  async function call(path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': await apiKey(), 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
    }
  }
  async function decide(paymentId: string, action: 'approve' | 'decline') {
    const response = await call(`/payments/${encodeURIComponent(paymentId)}/${action}`);
    if (response.status === 409) return 'final' as const;
    if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
    return 'done' as const;
  }
  return {
    async createPayment(request) {
      const response = await call('/payments', request);
      if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
      return createPaymentResponse.parse(await response.json());
    },
    approve: (paymentId) => decide(paymentId, 'approve'),
    decline: (paymentId) => decide(paymentId, 'decline'),
    webhookSecret: () => sandboxWebhookSecret(app, app.config),
  };
}
