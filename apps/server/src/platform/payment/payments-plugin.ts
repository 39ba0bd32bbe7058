import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pspSandboxEnabled } from '../../config.js';
import { AppError } from '../../http/errors.js';
import type { DepositLimitCheck } from './invoices.js';
import { sandboxClient, type ProviderClient } from './provider-client.js';

export interface Payments {
  /**
   * The payment provider, or null when none is configured. Only the sandbox exists so far, and
   * anyone can approve their own payment there: it is the provider in demo mode and never
   * beside a real one, so a live site without a provider adapter offers no methods at all.
   */
  provider: ProviderClient | null;
  /** Replaced by the responsible-gaming limits feature; nothing is limited until it lands. */
  depositLimitReached: DepositLimitCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** The configured provider, for calls that cannot go on without one. */
export function paymentProvider(app: FastifyInstance): ProviderClient {
  if (!app.payments.provider) throw new AppError('NO_PAYMENT_PROVIDER');
  return app.payments.provider;
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const provider = pspSandboxEnabled(app.config) ? sandboxClient(app) : null;
    app.decorate('payments', { provider, depositLimitReached: async () => false });
  },
  { name: 'payments', dependencies: ['push'] },
);
