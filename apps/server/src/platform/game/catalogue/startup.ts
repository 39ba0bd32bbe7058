import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedCollections } from './collections.js';
import { POPULARITY_EVERY_MS, POPULARITY_JOB, refreshPopularity } from './popularity.js';
import { syncCatalogue } from './sync.js';

/**
 * A serving process reads the providers' game lists once it listens: the in-house studio
 * answers through the same server, and tests that never listen sync when they choose.
 * The "popular" order follows the rounds played through a persisted job, so one process at
 * a time recomputes it and a restart keeps its schedule.
 */
export const catalogueStartupPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(POPULARITY_JOB, async () => {
      // Only a reorder reseeds the collections: the popular row follows the new order.
      if ((await refreshPopularity(app.db)) > 0) await seedCollections(app.db);
    });
    app.jobs.schedule(POPULARITY_JOB, { everyMs: POPULARITY_EVERY_MS });
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
  { name: 'game-catalogue-startup', dependencies: ['game-providers', 'jobs'] },
);
