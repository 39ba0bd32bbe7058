import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { artFile } from './art.js';
import { OriginalsError } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Asked without its version, the file may change with the next release. */
const SHORT = 'public, max-age=300';

/** Tiles and banners drawn from each game's palette, served by content-versioned URL. */
export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:gameId/*',
    {
      schema: {
        tags: ['originals'],
        summary: "A game's tile (3:4) or banner (16:9) as SVG",
        params: z.object({ gameId: z.string().max(100), '*': z.string().max(200) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const art = artFile(request.params.gameId, request.params['*']);
      if (!art) throw new OriginalsError('GAME_NOT_FOUND', 'No such picture');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', request.query.v === art.version ? IMMUTABLE : SHORT)
        .send(art.svg);
    },
  );
};
