import type { FastifyInstance } from 'fastify';
import { pspSandboxUrl } from '../../config.js';
import {
  createPaymentResponse,
  providerPayment,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type ProviderPayment,
} from '../../contracts/payment.js';
import type { SandboxSecrets } from './sandbox-secrets.js';

/** How the platform reaches a payment provider: its HTTP API and its webhook secret. */
export interface ProviderClient {
  /** Idempotent by the request's merchant reference: sending it again is always safe. */
  createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse>;
  /** The provider's record of the payment made for a merchant reference; null when it has none. */
  getPayment(merchantReference: string): Promise<ProviderPayment | null>;
  /** Operator decisions on manual payments and payouts. */
  approve(paymentId: string): Promise<'done' | 'final'>;
  decline(paymentId: string): Promise<'done' | 'final'>;
  webhookSecret(): Promise<string>;
}

/** The provider could not be reached or gave no clear answer: whatever was asked may or may not have happened. */
export class ProviderUnavailable extends Error {}

/** The provider answered that it did not do what was asked (a 4xx): nothing was created. */
export class ProviderRefused extends Error {}

/**
 * How long a call to the provider may take. The reconciliation sweep relies on it: once an
 * invoice is older than this, no create call for it can still be on its way.
 */
export const PROVIDER_CALL_TIMEOUT_MS = 10_000;

/** The sandbox provider, reached over HTTP like any other (DESIGN §1). */
export function sandboxClient(app: FastifyInstance, secrets: SandboxSecrets): ProviderClient {
  const base = `${pspSandboxUrl(app.config)}/api`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          'x-api-key': secrets.apiKey,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: AbortSignal.timeout(PROVIDER_CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`payment provider unreachable: ${(error as Error).message}`);
    }
  }
  async function decide(paymentId: string, action: 'approve' | 'decline') {
    const response = await call('POST', `/payments/${encodeURIComponent(paymentId)}/${action}`);
    if (response.status === 409) return 'final' as const;
    if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
    return 'done' as const;
  }
  return {
    async createPayment(request) {
      const response = await call('POST', '/payments', request);
      // A timeout (408) or a reference clash (409) leaves open what the provider holds: the sweep finds out.
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 409) {
        throw new ProviderRefused(`payment provider refused the payment: ${response.status}`);
      }
      if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
      return createPaymentResponse.parse(await response.json());
    },
    async getPayment(merchantReference) {
      const response = await call('GET', `/payments/by-reference/${encodeURIComponent(merchantReference)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ProviderUnavailable(`payment provider answered ${response.status}`);
      return providerPayment.parse(await response.json());
    },
    approve: (paymentId) => decide(paymentId, 'approve'),
    decline: (paymentId) => decide(paymentId, 'decline'),
    webhookSecret: async () => secrets.webhookSecret,
  };
}
