import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bitmapAnswer, RasterCache, rasterWidthQuery, STAND_IN_CACHE } from '@casino/shared/raster-draw';
import { kitRefusal } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Asked without its version, the file may change with the next release. */
const SHORT = 'public, max-age=300';

export interface ArtRoutesOptions {
  /** The studio's tag in the API docs, and what its pictures are. */
  tag: string;
  summary: string;
  /** A game's picture by its file name, with the version its URL carries; nothing for an unknown one. */
  artFile(gameId: string, file: string): { svg: string; version: string } | null | undefined;
}

/**
 * A studio's pictures (tiles, banners …) as SVG, or as an AVIF or WebP bitmap of the width `?w=` asks
 * for, served by content-versioned URL.
 */
export const artRoutes: FastifyPluginAsyncZod<ArtRoutesOptions> = async (app, { tag, summary, artFile }) => {
  const bitmaps = new RasterCache();
  app.get(
    '/:gameId/*',
    {
      schema: {
        tags: [tag],
        summary,
        params: z.object({ gameId: z.string().max(100), '*': z.string().max(200) }),
        querystring: z.object({ v: z.string().max(40).optional(), w: rasterWidthQuery }),
      },
    },
    async (request, reply) => {
      const art = artFile(request.params.gameId, request.params['*']);
      if (!art) throw kitRefusal('GAME_NOT_FOUND', 'No such picture');
      let cacheControl = request.query.v === art.version ? IMMUTABLE : SHORT;
      const { w } = request.query;
      if (w) {
        const key = `${request.params.gameId}/${request.params['*']}#${art.version}`;
        const bitmap = bitmapAnswer(request.headers.accept, { cache: bitmaps, key, width: w, svg: () => art.svg });
        reply.header('vary', 'accept');
        if (bitmap) return reply.type(bitmap.type).header('cache-control', cacheControl).send(bitmap.body);
        cacheControl = STAND_IN_CACHE;
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(art.svg);
    },
  );
};
