import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DepositLimitCheck } from './invoices.js';
import { sandboxClient, type ProviderClient } from './provider-client.js';

export interface Payments {
  provider: ProviderClient;
  /** Replaced by the responsible-gaming limits feature; nothing is limited until it lands. */
  depositLimitReached: DepositLimitCheck;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payments', { provider: sandboxClient(app), depositLimitReached: async () => false });
  },
  { name: 'payments', dependencies: ['push'] },
);
