import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WakeLoop } from '../events/wake-loop.js';
import { Jobs } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Persisted jobs: define handlers, schedule them, enqueue work (docs/decisions/0006). */
    jobs: Jobs & {
      /** Runs due jobs in the background (a listening process does this by itself when JOBS_ENABLED). */
      start(): Promise<void>;
      stop(): Promise<void>;
    };
  }
}

/**
 * Jobs run in a process that serves HTTP (a job may call a provider that is this very
 * process), unless JOBS_ENABLED is off; tests that never listen run them with runDue().
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new Jobs(app.db, app.log.child({ component: 'jobs' }));
    const loop = new WakeLoop({
      database: app.database,
      channel: 'jobs',
      pollMs: app.config.JOBS_POLL_MS,
      log: app.log,
      work: () => jobs.work(),
    });
    app.decorate('jobs', Object.assign(jobs, { start: () => loop.start(), stop: () => loop.stop() }));
    if (app.config.JOBS_ENABLED) app.addHook('onListen', () => loop.start());
    app.addHook('onClose', () => loop.stop());
  },
  { name: 'jobs' },
);
