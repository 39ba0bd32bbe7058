import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_FEATURES } from '../../../contracts/game-provider.js';
import { AppError } from '../../../http/errors.js';
import { pageMeta, pageMetaSchema, pageQuery } from '../../../http/pagination.js';
import { currentPlayer, requirePlayer } from '../../player/auth.js';
import { visitorCountry } from '../../settings/service.js';
import {
  addFavorite,
  clearSearches,
  launchableGame,
  recentSearches,
  rememberSearch,
  removeFavorite,
} from './player-games.js';
import {
  favoriteTiles,
  findProvider,
  gameInfo,
  listCollections,
  listFeatures,
  listGames,
  listProviders,
  openableCollection,
  playedTiles,
} from './queries.js';
import {
  collectionView,
  favoriteState,
  GAME_SORTS,
  gameInfo as gameInfoSchema,
  gameTile,
  identityParam,
  optionalParam,
  providerView,
  recentSearch,
  TILE_KINDS,
} from './schemas.js';

/** The visitor's country from the CDN header, as `GET /api/player/init` reads it. */
export function requestCountry(request: FastifyRequest): string | null {
  const header = request.headers['cf-ipcountry'];
  return visitorCountry(Array.isArray(header) ? header[0] : header);
}

/** Every route of the casino line answers 404 GAMES_DISABLED while the operator has games switched off. */
export async function refuseWhenGamesDisabled(request: FastifyRequest): Promise<void> {
  if (request.server.config.GAMES_DISABLED) throw new AppError('GAMES_DISABLED');
}

const SEARCH_STORED_FROM = 2;
const idParams = z.object({ id: identityParam });
const pagedTiles = z.object({ data: z.array(gameTile), meta: pageMetaSchema });
const gamesQuery = pageQuery(24).extend({
  collection: optionalParam(identityParam),
  provider: optionalParam(identityParam),
  feature: optionalParam(z.enum(GAME_FEATURES)),
  kind: optionalParam(z.enum(TILE_KINDS)),
  search: optionalParam(z.string().trim().min(1).max(100)),
  sort: optionalParam(z.enum(GAME_SORTS)),
});
const searchQuery = pageQuery(24).extend({ query: z.string().trim().min(1).max(100) });

/** The catalogue calls of SPEC §7 "Games and sport". */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['game'];
  const player = { preHandler: requirePlayer };
  app.addHook('onRequest', refuseWhenGamesDisabled);

  async function signedInPlayerId(request: FastifyRequest): Promise<string | null> {
    return (await app.authenticate(request))?.playerId ?? null;
  }

  app.get(
    '/game/collections',
    {
      schema: {
        tags,
        summary: "The lobby's collections for the visitor's country (hidden and empty ones left out)",
        response: { 200: z.object({ data: z.array(collectionView) }) },
      },
    },
    async (request) => ({ data: await listCollections(app.db, requestCountry(request)) }),
  );

  app.get(
    '/game/providers',
    {
      schema: {
        tags,
        summary: "Game providers with games for the visitor's country (never the sportsbook)",
        response: { 200: z.object({ data: z.array(providerView) }) },
      },
    },
    async (request) => ({ data: await listProviders(app.db, requestCountry(request)) }),
  );

  app.get(
    '/game/providers/:id',
    {
      schema: {
        tags,
        summary: 'One game provider',
        params: idParams,
        response: { 200: providerView },
      },
    },
    async (request) => {
      const provider = await findProvider(app.db, request.params.id, requestCountry(request));
      if (!provider) throw new AppError('GAME_PROVIDER_NOT_FOUND');
      return provider;
    },
  );

  app.get(
    '/game/games',
    {
      schema: {
        tags,
        summary: "Games for the visitor's country, filtered, sorted and paged",
        querystring: gamesQuery,
        response: { 200: pagedTiles },
      },
    },
    async (request) => {
      const { page, perPage, ...filters } = request.query;
      const country = requestCountry(request);
      if (filters.collection && !(await openableCollection(app.db, filters.collection, country))) {
        throw new AppError('GAME_COLLECTION_NOT_FOUND');
      }
      if (filters.provider && !(await findProvider(app.db, filters.provider, country))) {
        throw new AppError('GAME_PROVIDER_NOT_FOUND');
      }
      const { data, totalRows } = await listGames(app.db, country, filters, page, perPage);
      return { data, meta: pageMeta(page, perPage, totalRows) };
    },
  );

  app.get(
    '/game/games/features',
    {
      schema: {
        tags,
        summary: "Game features with how many of the visitor's games have each",
        response: { 200: z.object({ data: z.array(z.object({ identity: z.string(), gameCount: z.number() })) }) },
      },
    },
    async (request) => ({ data: await listFeatures(app.db, requestCountry(request)) }),
  );

  app.get(
    '/game/games/favorites',
    {
      ...player,
      schema: {
        tags,
        summary: 'My favourite games, the newest first',
        response: { 200: z.object({ data: z.array(gameTile) }) },
      },
    },
    async (request) => ({
      data: await favoriteTiles(app.db, currentPlayer(request).playerId, requestCountry(request)),
    }),
  );

  app.get(
    '/game/games/played',
    {
      ...player,
      schema: {
        tags,
        summary: 'Games I launched, the most recent first',
        response: { 200: z.object({ data: z.array(gameTile) }) },
      },
    },
    async (request) => ({
      data: await playedTiles(app.db, currentPlayer(request).playerId, requestCountry(request)),
    }),
  );

  app.get(
    '/game/games/search',
    {
      schema: {
        tags,
        summary:
          "Games whose name, provider or theme match, ignoring case and accents; kept in a player's recent searches",
        querystring: searchQuery,
        response: { 200: pagedTiles },
      },
    },
    async (request) => {
      const { query, page, perPage } = request.query;
      const { data, totalRows } = await listGames(app.db, requestCountry(request), { search: query }, page, perPage);
      const playerId = await signedInPlayerId(request);
      if (playerId && page === 1 && query.length >= SEARCH_STORED_FROM) await rememberSearch(app.db, playerId, query);
      return { data, meta: pageMeta(page, perPage, totalRows) };
    },
  );

  app.get(
    '/game/search/recent',
    {
      ...player,
      schema: {
        tags,
        summary: 'My recent game searches, the newest first (at most 10)',
        response: { 200: z.object({ data: z.array(recentSearch) }) },
      },
    },
    async (request) => ({ data: await recentSearches(app.db, currentPlayer(request).playerId) }),
  );

  app.delete(
    '/game/search/recent',
    {
      ...player,
      schema: { tags, summary: 'Forget my recent game searches', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await clearSearches(app.db, currentPlayer(request).playerId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/game/games/:id',
    {
      schema: {
        tags,
        summary: 'One game: its tile, bets, collections, whether it is my favourite and playable from my country',
        params: idParams,
        response: { 200: gameInfoSchema },
      },
    },
    async (request) => {
      const info = await gameInfo(app.db, request.params.id, requestCountry(request), await signedInPlayerId(request));
      if (!info) throw new AppError('GAME_NOT_FOUND');
      return info;
    },
  );

  app.post(
    '/game/games/:id/favorite',
    {
      ...player,
      schema: { tags, summary: 'Add a game to my favourites', params: idParams, response: { 200: favoriteState } },
    },
    async (request) => {
      const game = await launchableGame(app.db, request.params.id);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      await addFavorite(app.db, currentPlayer(request).playerId, game.identity);
      return { identity: game.identity, isFavorite: true };
    },
  );

  app.delete(
    '/game/games/:id/favorite',
    {
      ...player,
      schema: { tags, summary: 'Remove a game from my favourites', params: idParams, response: { 200: favoriteState } },
    },
    async (request) => {
      const known = await app.db
        .selectFrom('games')
        .select('identity')
        .where('identity', '=', request.params.id)
        .executeTakeFirst();
      if (!known) throw new AppError('GAME_NOT_FOUND');
      await removeFavorite(app.db, currentPlayer(request).playerId, known.identity);
      return { identity: known.identity, isFavorite: false };
    },
  );
};
