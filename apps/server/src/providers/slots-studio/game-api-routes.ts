import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GameServer } from './game-server.js';
import { localizeTitle } from './i18n/titles/catalog.js';
import { tableHandSchema, tableHandView, tableRoutes } from './table-routes.js';
import { tableRules } from './table-rules.js';
import { gameConfig, gameConfigSchema, settledSchema, slotRoundSchema, slotRoundView } from './views.js';

export interface GameApiOptions {
  server: GameServer;
  basePath: string;
}

export const launchBody = z.object({ launch: z.string().min(1).max(100) });
export const stake = z
  .string()
  .regex(/^[1-9]\d{0,17}$/)
  .transform((value) => BigInt(value));
const amount = z.string();

const initResponse = z.object({
  game: gameConfigSchema,
  demo: z.boolean(),
  currency: z.string(),
  subunitToUnit: z.number(),
  locale: z.string(),
  lobbyUrl: z.string(),
  balance: amount,
  betLevels: z.array(amount),
  defaultBet: amount,
  minBet: amount,
  maxBet: amount,
  betStep: amount,
  /** A blackjack or video poker hand left open: the page resumes it. */
  hand: tableHandSchema.nullable(),
});

const tags = ['nova-studio'];

/** What the game page's own script calls with its launch id: the server decides every outcome. */
export const gameApiRoutes: FastifyPluginAsyncZod<GameApiOptions> = async (app, { server, basePath }) => {
  app.post(
    '/init',
    {
      schema: {
        tags,
        summary: 'The game, the balance and the bet levels',
        body: launchBody,
        response: { 200: initResponse },
      },
    },
    async (request) => {
      const { table, balance, levels, defaultBet, hand } = await server.init(request.body.launch);
      const { launch, title, limits } = table;
      return {
        game: gameConfig(
          localizeTitle(title, launch.locale),
          basePath,
          tableRules(title, launch.subunit_to_unit, limits),
        ),
        demo: launch.demo,
        currency: launch.currency,
        subunitToUnit: launch.subunit_to_unit,
        locale: launch.locale,
        lobbyUrl: launch.lobby_url,
        balance: (balance ?? 0n).toString(),
        betLevels: levels.map(String),
        defaultBet: defaultBet.toString(),
        minBet: limits.minBet.toString(),
        maxBet: limits.maxBet.toString(),
        betStep: limits.betStep.toString(),
        hand: hand ? tableHandView(server, hand) : null,
      };
    },
  );

  app.post(
    '/spin',
    {
      schema: {
        tags,
        summary: 'One slot round: the spin and every free spin it triggers',
        body: launchBody.extend({ stake }),
        response: { 200: z.object({ round: slotRoundSchema, ...settledSchema.shape }) },
      },
    },
    async (request) => {
      const { round, result, settled } = await server.spin(request.body.launch, request.body.stake);
      return {
        round: slotRoundView(round.id, result),
        balance: settled.balance?.toString() ?? null,
        pending: settled.pending,
      };
    },
  );

  app.post(
    '/refill',
    {
      schema: {
        tags,
        summary: 'Demo only: play money back to 1,000.00 when it ran out',
        body: launchBody,
        response: { 200: z.object({ balance: amount }) },
      },
    },
    async (request) => ({ balance: (await server.refillDemo(request.body.launch)).toString() }),
  );

  await app.register(tableRoutes, { server });
};
