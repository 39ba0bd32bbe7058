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
import { TITLES, titleById } from './engine/titles.js';
import { StudioError } from './errors.js';
import { createLaunch } from '../kit/launches.js';
import { rawBodyOf } from '../kit/raw-body.js';
import { kitView, type NovaStudioTables } from './tables.js';

export interface ApiRoutesOptions {
  db: Kysely<NovaStudioTables>;
  /** `game-provider:nova-studio:api`: the platform signs every call with it. */
  apiSecret: string;
  basePath: string;
}

/** What the platform calls (contracts/game-provider.ts): the game list and a launch, both signed. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, { db, apiSecret, basePath }) => {
  app.addHook('preHandler', async (request) => {
    const header = request.headers[GAME_PROVIDER_SIGNATURE_HEADER];
    const check = verifySignature(apiSecret, rawBodyOf(request), typeof header === 'string' ? header : undefined);
    if (!check.ok) throw new StudioError('INVALID_SIGNATURE', `The request signature is not valid (${check.reason})`);
  });

  app.get(
    '/games',
    { schema: { tags: ['nova-studio'], summary: 'Every Nova Studio game', response: { 200: providerGameList } } },
    async () => ({ games: TITLES.map((title) => providerGameOf(title, basePath)) }),
  );

  app.post(
    '/launch',
    {
      schema: {
        tags: ['nova-studio'],
        summary: 'Opens a game for a platform session (or in demo) and answers the frame URL',
        body: launchRequest,
        response: { 200: launchResponse },
      },
    },
    async (request) => {
      const title = titleById(request.body.gameId);
      if (!title) throw new StudioError('GAME_NOT_FOUND', `No game ${request.body.gameId}`);
      const launch = await createLaunch(kitView(db), request.body);
      return { url: `${basePath}/play/${title.id}?launch=${launch.id}` };
    },
  );
};
