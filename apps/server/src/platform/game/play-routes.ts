import { checkRedirectTarget } from '@casino/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrl } from '../../config.js';
import { AppError } from '../../http/errors.js';
import { requestLocale } from '../../http/request-locale.js';
import { currentRestriction, exclusionMessage } from '../limits/service.js';
import { baseCurrencyCode } from '../settings/service.js';
import { activeAccount, currencyTable } from '../wallet/accounts.js';
import { GameProviderError } from './catalogue/providers.js';
import { isRestrictedIn, launchableGame, recordPlay } from './catalogue/player-games.js';
import { refuseWhenGamesDisabled, requestCountry } from './catalogue/routes.js';
import { identityParam } from './catalogue/schemas.js';
import { closeGameSession, openGameSession } from './sessions.js';

const playBody = z.object({
  demo: z.boolean().default(false),
  /** Where the game's "back to the lobby" goes: a path on this site or an allowed host. */
  lobbyUrl: z.string().max(500).optional(),
  /** 1 mobile, 2 desktop (SPEC §7). */
  platform: z.union([z.literal(1), z.literal(2)]).default(2),
});

const playAnswer = z.object({
  url: z.string().describe("the provider's game page, to open in the game frame"),
  demo: z.boolean(),
  currency: z.string(),
});

/**
 * `POST /api/game/games/{id}/play`: real play opens a game session in the player's active
 * account currency and asks the provider for a launch URL bound to it; demo play asks for a
 * play-money URL, for guests too when the game has a demo. Either way a signed-in player's
 * recently played list gets the game first.
 */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/game/games/:id/play',
    {
      onRequest: refuseWhenGamesDisabled,
      schema: {
        tags: ['game'],
        summary: 'Launch a game for real money (signed in) or in demo mode: the URL to open in the game frame',
        params: z.object({ id: identityParam }),
        body: playBody,
        response: { 200: playAnswer },
      },
    },
    async (request) => {
      const { demo, platform } = request.body;
      const game = await launchableGame(app.db, request.params.id);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      if (isRestrictedIn(game, requestCountry(request))) throw new AppError('GAME_GEO_RESTRICTED');
      const player = await app.authenticate(request);
      if (demo && !game.hasDemo) throw new AppError('DEMO_UNAVAILABLE');
      if (!demo && !player) throw new AppError('UNAUTHORIZED', 'Sign in to play for real money');
      const restriction = !demo && player ? await currentRestriction(app.db, player.playerId) : null;
      if (restriction) throw new AppError('PLAYER_EXCLUDED', exclusionMessage(restriction));

      const lobby = checkRedirectTarget(
        request.body.lobbyUrl ?? '/games',
        app.config.REDIRECT_ALLOWED_HOSTS,
        siteUrl(app.config),
      );
      if (!lobby.ok) throw new AppError('VALIDATION_FAILED', undefined, { lobbyUrl: [lobby.reason] });
      const common = {
        gameId: game.providerGameId,
        locale: requestLocale(request),
        lobbyUrl: lobby.external ? lobby.location : `${siteUrl(app.config)}${lobby.location}`,
        platform,
      };

      const currency = player
        ? (await activeAccount(app.db, player.playerId)).currency
        : await baseCurrencyCode(app.db);
      const subunitToUnit = (await currencyTable(app.db)).get(currency)?.subunitToUnit ?? 100;
      const session =
        !demo && player
          ? await openGameSession(app.db, { playerId: player.playerId, gameIdentity: game.identity, currency })
          : null;
      let launched;
      try {
        launched = await app.gameProviders.launch(
          game.providerIdentity,
          session && player
            ? {
                ...common,
                demo: false,
                sessionToken: session.token,
                playerId: player.playerId,
                currency,
                subunitToUnit,
              }
            : { ...common, demo: true, currency, subunitToUnit },
        );
      } catch (error) {
        if (!(error instanceof GameProviderError)) throw error;
        request.log.warn({ err: error.message, game: game.identity }, 'game launch failed');
        // A session the provider never heard of is of no use to anyone.
        if (session) await closeGameSession(app.db, session.id);
        throw new AppError('GAME_LAUNCH_FAILED');
      }
      if (player) await recordPlay(app.db, player.playerId, game.identity);
      return { url: launched.url, demo, currency };
    },
  );
};
