import fp from 'fastify-plugin';
import { depositLimitReached, useWindowMode } from './service.js';

/** Plugs the limits into the cashier: the deposit methods answer 13100 when nothing may be deposited. */
export const playerLimitsPlugin = fp(
  async (app) => {
    useWindowMode(app.config.LIMIT_WINDOWS);
    app.payments.depositLimitReached = (playerId, currency) => depositLimitReached(app.db, playerId, currency);
  },
  { name: 'player-limits', dependencies: ['payments'] },
);
