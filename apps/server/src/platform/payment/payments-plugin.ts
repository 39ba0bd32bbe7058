import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DepositLimitCheck } from './invoices.js';
import { sandboxClient, type ProviderClient } from './provider-client.js';
import { PaymentReconciler, type ReconcileOutcome } from './reconciliation.js';

export interface Payments {
  provider: ProviderClient;
  /** Replaced by the responsible-gaming limits feature; nothing is limited until it lands. */
  depositLimitReached: DepositLimitCheck;
  /** Asks the provider about every open invoice due for reconciliation now, instead of waiting for the sweep. */
  reconcileDue(): Promise<Map<string, ReconcileOutcome>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const reconciler = new PaymentReconciler(app);
    app.decorate('payments', {
      provider: sandboxClient(app),
      depositLimitReached: async () => false,
      reconcileDue: () => reconciler.reconcileDue(),
    });
    // Only a serving process sweeps: the provider may be this very process, reached over HTTP,
    // and tests that never listen drive the sweep themselves.
    app.addHook('onListen', async () => reconciler.start());
    app.addHook('onClose', () => reconciler.stop());
  },
  { name: 'payments', dependencies: ['push'] },
);
