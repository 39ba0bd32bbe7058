import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageMeta, pageMetaSchema, pageQuery } from '../../../http/pagination.js';
import { currentPlayer, requirePlayer } from '../../player/auth.js';
import { refuseWhenGamesDisabled } from '../catalogue/routes.js';
import { biggestWins, latestBets, playerBets, playerSpins, type AssetUrl } from './rounds.js';

const minor = z.string().regex(/^\d+$/).describe('minor units');
const game = z.object({ identity: z.string(), name: z.string(), tileImage: z.string() });
const betRow = z.object({
  id: z.string(),
  game,
  currency: z.string(),
  betAmount: minor,
  winAmount: minor,
  isSettled: z.boolean(),
  status: z.enum(['open', 'won', 'lost', 'rolled-back']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
const spinRow = z.object({
  id: z.string(),
  game,
  currency: z.string(),
  betAmount: minor,
  winAmount: minor,
  multiplier: z.number().describe('win over stake, two decimals'),
  createdAt: z.string(),
});
const feedRow = spinRow.extend({ playerName: z.string().describe('display name, its end hidden') });
const winnerRow = feedRow.omit({ betAmount: true });

/** The truthy words a query string carries; anything else is false. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The player's bets and spins history (SPEC §2 history tabs) and the public feeds of the lobby. */
export const gameHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['game'];
  const assetUrl: AssetUrl = (provider, path) => app.gameProviders.assetUrl(provider, path);
  app.addHook('onRequest', refuseWhenGamesDisabled);

  app.get(
    '/game/bets',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'My game rounds, newest first: settled ones (default) or those still open',
        querystring: pageQuery(20).extend({ isSettled: flag.default(true) }),
        response: { 200: z.object({ data: z.array(betRow), meta: pageMetaSchema }) },
      },
    },
    async (request) => {
      const { page, perPage, isSettled } = request.query;
      const { rows, total } = await playerBets(
        app.db,
        currentPlayer(request).playerId,
        { isSettled, page, perPage },
        assetUrl,
      );
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/game/spins',
    {
      preHandler: requirePlayer,
      schema: {
        tags,
        summary: 'My closed slot rounds, newest first',
        querystring: pageQuery(20),
        response: { 200: z.object({ data: z.array(spinRow), meta: pageMetaSchema }) },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await playerSpins(app.db, currentPlayer(request).playerId, { page, perPage }, assetUrl);
      return { data: rows, meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/game/spins/winners',
    {
      schema: {
        tags,
        summary: 'The biggest wins of the last days across the site, names masked',
        response: { 200: z.object({ data: z.array(winnerRow) }) },
      },
    },
    async () => ({ data: await biggestWins(app.db, assetUrl) }),
  );

  app.get(
    '/game/latest-bets',
    {
      schema: {
        tags,
        summary: 'The newest settled rounds across the site, names masked',
        response: { 200: z.object({ data: z.array(feedRow) }) },
      },
    },
    async () => ({ data: await latestBets(app.db, assetUrl) }),
  );
};
