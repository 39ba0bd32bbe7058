import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/errors.js';
import type { DepositLimitCheck } from './invoices.js';
import { playerTotalsConsumer } from './player-totals.js';
import { sandboxClient, type ProviderClient } from './provider-client.js';
import { CLAIM_LEASE_SECONDS, PaymentReconciler, RECONCILE_EVERY_MS, type ReconcileOutcome } from './reconciliation.js';
import type { SandboxSecrets } from './sandbox-secrets.js';

export const RECONCILE_JOB = 'payment.reconcile';

export interface Payments {
  /**
   * The payment provider, or null when none is configured. Only the sandbox exists so far, and
   * anyone can approve their own payment there: it is the provider in demo mode and never
   * beside a real one, so a live site without a provider adapter offers no methods at all.
   */
  provider: ProviderClient | null;
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

/** The configured provider, for calls that cannot go on without one. */
export function paymentProvider(app: FastifyInstance): ProviderClient {
  if (!app.payments.provider) throw new AppError('NO_PAYMENT_PROVIDER');
  return app.payments.provider;
}

export interface PaymentsOptions {
  /** The sandbox provider's secrets when it is mounted (demo mode); null leaves the site without a provider. */
  sandbox: SandboxSecrets | null;
}

export const paymentsPlugin = fp<PaymentsOptions>(
  async (app, { sandbox }) => {
    const provider = sandbox ? sandboxClient(app, sandbox) : null;
    const reconciler = new PaymentReconciler(app);
    app.decorate('payments', {
      provider,
      depositLimitReached: async () => false,
      reconcileDue: () => reconciler.reconcileDue(),
    });
    // A job, so only a serving process sweeps (the provider may be this very process, reached
    // over HTTP) and one sweep runs at a time across all processes; tests drive it themselves.
    app.jobs.define(
      RECONCILE_JOB,
      async () => {
        await reconciler.reconcileDue();
      },
      // As long as the sweep's claim on an invoice: a process that dies mid-sweep holds up the next one no longer.
      { leaseSeconds: CLAIM_LEASE_SECONDS },
    );
    app.jobs.schedule(RECONCILE_JOB, { everyMs: RECONCILE_EVERY_MS });
    app.addHook('onClose', () => reconciler.stop());
    playerTotalsConsumer(app);
  },
  { name: 'payments', dependencies: ['push', 'jobs', 'events'] },
);
