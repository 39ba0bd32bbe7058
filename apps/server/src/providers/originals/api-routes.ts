import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  GAME_PROVIDER_SIGNATURE_HEADER,
  launchRequest,
  launchResponse,
  providerGameList,
} from '../../contracts/game-provider.js';
import { verifySignature } from '../../contracts/signature.js';
import { providerGameOf } from './catalogue.js';
import { OriginalsError } from './errors.js';
import { GAMES, gameById } from './games/registry.js';
import { createLaunch } from '../kit/launches.js';
import { rawBodyOf } from '../kit/raw-body.js';
import { kitView, type OriginalsTables } from './tables.js';

export interface ApiRoutesOptions {
  db: Kysely<OriginalsTables>;
  /** `game-provider:originals:api`: the platform signs every call with it. */
  apiSecret: string;
  basePath: string;
}

/** What the platform calls (contracts/game-provider.ts): the game list and a launch, both signed. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { db, apiSecret, basePath }) => {
  app.addHook('preHandler', async (request) => {
    const header = request.headers[GAME_PROVIDER_SIGNATURE_HEADER];
    const check = verifySignature(apiSecret, rawBodyOf(request), typeof header === 'string' ? header : undefined);
    if (!check.ok)
      throw new OriginalsError('INVALID_SIGNATURE', `The request signature is not valid (${check.reason})`);
  });

  app.get(
    '/games',
    { schema: { tags: ['originals'], summary: 'Every original game', response: { 200: providerGameList } } },
    async () => ({ games: GAMES.map((game) => providerGameOf(game.title, basePath)) }),
  );

  app.post(
    '/launch',
    {
      schema: {
        tags: ['originals'],
        summary: 'Opens an original for a platform session (or in demo) and answers the frame URL',
        body: launchRequest,
        response: { 200: launchResponse },
      },
    },
    async (request) => {
      const game = gameById(request.body.gameId);
      if (!game) throw new OriginalsError('GAME_NOT_FOUND', `No game ${request.body.gameId}`);
      const launch = await createLaunch(kitView(db), request.body);
      return { url: `${basePath}/play/${game.title.id}?launch=${launch.id}` };
    },
  );
};
