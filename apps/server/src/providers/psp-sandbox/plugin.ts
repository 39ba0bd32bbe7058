import fp from 'fastify-plugin';
import { apiRoutes } from './api-routes.js';
import { hostedPages } from './hosted-pages.js';
import { SandboxPayments } from './payments.js';
import { WebhookDispatcher } from './webhooks.js';

/** Where the provider is mounted in this process. */
const PSP_SANDBOX_PREFIX = '/psp-sandbox';

export interface PspSandboxOptions {
  /** The provider's public address (hosted page links): `pspSandboxUrl(config)`. */
  publicUrl: string;
  /** What the merchant must send in `x-api-key`. */
  apiKey: string;
  /** What webhooks are signed with. */
  webhookSecret: string;
}

/** The provider's hooks for tests and tools in this process. */
export interface PspSandboxHandle {
  /** Attempts every webhook delivery that is due now, instead of waiting for the worker. */
  deliverDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pspSandbox: PspSandboxHandle;
  }
}

/**
 * The sandbox payment provider (DESIGN §1), mounted in this process under
 * PSP_SANDBOX_PREFIX. It keeps its own tables and the platform reaches it only over
 * HTTP, through the provider contract, as it would reach any vendor.
 */
export const pspSandboxProvider = fp<PspSandboxOptions>(
  async (app, { publicUrl, apiKey, webhookSecret }) => {
    const webhooks = new WebhookDispatcher(app.db, webhookSecret, app.log);
    const payments = new SandboxPayments(app.db, webhooks);
    app.decorate('pspSandbox', { deliverDue: () => webhooks.deliverDue() });
    app.addHook('onReady', async () => webhooks.start());
    app.addHook('onClose', () => webhooks.stop());

    await app.register(apiRoutes, { prefix: `${PSP_SANDBOX_PREFIX}/api`, apiKey, publicUrl, payments });
    await app.register(hostedPages, { prefix: PSP_SANDBOX_PREFIX, publicUrl, payments });
  },
  { name: 'psp-sandbox' },
);
