import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { syncCatalogue } from './sync.js';

/**
 * A serving process reads the providers' game lists once it listens: the in-house studio
 * answers through the same server, and tests that never listen sync when they choose.
 */
export const catalogueStartupPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onListen', async () => {
      running = syncCatalogue(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'game catalogue sync at start failed: the previous catalogue stays'),
      );
    });
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'game-catalogue-startup', dependencies: ['game-providers'] },
);
