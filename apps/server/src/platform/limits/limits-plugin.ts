import fp from 'fastify-plugin';
import { depositLimitReached, useWindowMode } from './service.js';
import { endSessionsPastTimeLimit } from './session-protection.js';

const SESSION_LIMIT_JOB = 'limits.end-timed-out-sessions';
/** Requests are refused at the limit anyway; the sweep closes the sessions and tells their open pages. */
const SESSION_SWEEP_MS = 15_000;

/**
 * Plugs the limits into the cashier (the deposit methods answer 13100 when nothing may be
 * deposited) and ends sessions that reached their player's session time limit.
 */
export const playerLimitsPlugin = fp(
  async (app) => {
    useWindowMode(app.config.LIMIT_WINDOWS);
    app.payments.depositLimitReached = (playerId, currency) => depositLimitReached(app.db, playerId, currency);
    app.jobs.define(SESSION_LIMIT_JOB, async () => {
      const ended = await endSessionsPastTimeLimit(app);
      if (ended > 0) app.log.info({ ended }, 'sessions ended at their session time limit');
    });
    app.jobs.schedule(SESSION_LIMIT_JOB, { everyMs: SESSION_SWEEP_MS });
  },
  { name: 'player-limits', dependencies: ['payments', 'jobs'] },
);
